/** ElectroDB model settings shared by every entity of the one table. */
export const service = 'neonkeys';

export const timestamps = {
  createdAt: { type: 'string', readOnly: true, required: true, default: () => new Date().toISOString() },
  updatedAt: {
    type: 'string',
    required: true,
    watch: '*',
    default: () => new Date().toISOString(),
    set: () => new Date().toISOString(),
  },
} as const;
