/** Where the browser SDK posts its envelopes (its `tunnel` option); routes/api.error-reports.ts. */
export const errorTunnelPath = '/api/error-reports';
