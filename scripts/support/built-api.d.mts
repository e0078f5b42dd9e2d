export declare function freePort(): Promise<number>;
export declare function startBuiltApi(options?: { env?: Record<string, string> }): Promise<{
  origin: string;
  dataDir: string;
  ready: Promise<void>;
  stop(): Promise<void>;
}>;
