/** What envelope encryption needs from a key service; AWS KMS and the local master key both implement it. */
export interface KeyCipher {
  /** A fresh 256-bit data key, in plaintext for immediate use and encrypted for storage beside the data. */
  generateDataKey(): Promise<{ plaintext: Uint8Array; encrypted: Uint8Array }>;
  decryptDataKey(encrypted: Uint8Array): Promise<Uint8Array>;
  /** Round-trips a data key; used by the health check. */
  healthCheck(): Promise<void>;
}
