export declare const chromiumPath: string;
export declare const fullChromiumPath: string;
export declare const chromiumArgs: string[];
