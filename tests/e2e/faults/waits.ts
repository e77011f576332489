// The matrix's waits on the page, polled every 50 ms. A locator assertion backs off to a try every
// 500 ms after its first quarter second, and a case waits several times for what a page does in
// less than that: at the assertion's pace each such wait would lose most of half a second
// (docs/security-faults.md).
import { type Locator, expect } from '@playwright/test'

const EVERY_50_MS = { intervals: [50] }

/** Until `locator` matches `count` elements. */
export async function expectCount(locator: Locator, count: number, message: string): Promise<void> {
  await expect.poll(() => locator.count(), { message, ...EVERY_50_MS }).toBe(count)
}

/** Until `locator` matches elements whose visible texts are `texts`, in order. */
export async function expectTexts(locator: Locator, texts: string[], message: string): Promise<void> {
  await expect
    .poll(async () => (await locator.allInnerTexts()).map((text) => text.trim()), { message, ...EVERY_50_MS })
    .toEqual(texts)
}

/** Until one element of `locator` shows `text`. */
export async function expectSomeText(locator: Locator, text: string, message: string): Promise<void> {
  await expect
    .poll(async () => (await locator.allInnerTexts()).some((shown) => shown.includes(text)), {
      message: `${message}: ${text}`,
      ...EVERY_50_MS
    })
    .toBe(true)
}

/** Until `read` gives a value that passes `check`, as `expect.poll` with the matrix's interval. */
export function poll<T>(read: () => Promise<T>, message: string): ReturnType<typeof expect.poll<T>> {
  return expect.poll(read, { message, ...EVERY_50_MS })
}
