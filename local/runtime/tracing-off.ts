// Imported first by the local stack, before anything loads the X-Ray SDK. There is no X-Ray daemon on one machine and
// tracing is off (POWERTOOLS_TRACE_ENABLED=false), yet the SDK that Powertools Tracer loads would, in its default
// automatic mode, install an async hook that follows every promise to its destruction (cls-hooked): several per cent of
// the gateway's CPU under load (measured with `--cpu-prof` under `npm run bench:track`), for traces nobody records.
// Manual mode installs no hook; on Lambda the variable is unset and tracing works as before.
process.env.AWS_XRAY_MANUAL_MODE ??= 'true';
