export declare const PREACT_ALIAS: { find: RegExp; replacement: string }[];
