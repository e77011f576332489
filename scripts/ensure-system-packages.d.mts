export declare const CADDY: string
export declare const FFMPEG: string
export declare function ensureSystemPackages(): void
