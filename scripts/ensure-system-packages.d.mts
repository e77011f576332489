export declare const CHROMIUM: string
export declare const HEADLESS_SHELL: string
export declare const CADDY: string
export declare const FFMPEG: string
export declare function ensureSystemPackages(): void
