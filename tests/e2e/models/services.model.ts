import type { APIRequestContext } from '@playwright/test'
import type { CspReport } from '../../../packages/local-services/src/telemetry/csp-reports.ts'
import { origins } from '../playwright.config.ts'

export interface Fault {
  /** A substring of the request path, e.g. `trainingrecord` or `/api/v1/user`. */
  path: string
  /** Any status from 200 to 599 (the fault control's range): a 200 with an odd or slow body too. */
  status: number
  delayMs?: number
  times?: number
  body?: unknown
}

export interface NotificationValue {
  message: string
  variant: string
}

/** The control endpoints of the local services (docs/local-services.md): faults, flags, telemetry, CSP reports and survey loads. */
export class LocalServices {
  constructor(private readonly request: APIRequestContext) {}

  async injectFault(fault: Fault): Promise<void> {
    const response = await this.request.post(`${origins.api}/__control/faults`, { data: fault })
    if (!response.ok()) throw new Error(`fault not accepted: ${response.status()} ${await response.text()}`)
  }

  /** Clears faults and wipes saved writes, so every test starts from the seed (the BAT contact card unseen). */
  async resetApi(): Promise<void> {
    await this.request.post(`${origins.api}/__control/reset`, { data: { data: true } })
  }

  async setFlag(key: string, value: NotificationValue): Promise<void> {
    const response = await this.request.put(`${origins.flags}/__control/flags/${key}`, { data: { value } })
    if (!response.ok()) throw new Error(`flag not set: ${response.status()} ${await response.text()}`)
  }

  async resetFlags(): Promise<void> {
    await this.request.post(`${origins.flags}/__control/reset`)
  }

  async telemetryNamed(name: string): Promise<unknown[]> {
    const response = await this.request.get(`${origins.telemetry}/__control/telemetry?name=${encodeURIComponent(name)}`)
    const body = (await response.json()) as unknown
    return Array.isArray(body) ? body : ((body as { items?: unknown[] }).items ?? [])
  }

  /** The Content Security Policy violations browsers reported to the telemetry sink, after the one numbered `after`. */
  async cspReports(after = 0): Promise<CspReport[]> {
    const response = await this.request.get(`${origins.telemetry}/__control/csp-reports?after=${after}`)
    if (!response.ok()) throw new Error(`CSP reports not read: ${response.status()} ${await response.text()}`)
    return (await response.json()) as CspReport[]
  }

  /** How many times the survey script was served: the app loads it once at every navigation end. */
  async surveyLoads(): Promise<number> {
    const response = await this.request.get(`${origins.telemetry}/__control/survey-loads`)
    if (!response.ok()) throw new Error(`survey loads not read: ${response.status()} ${await response.text()}`)
    return ((await response.json()) as { loads: number }).loads
  }

  async resetAll(): Promise<void> {
    await Promise.all([this.resetApi(), this.resetFlags()])
  }
}
