export function AuthPage() {
  return (
    <section className="page-intro">
      <title>Sign in | NeonKeys</title>
      <h1>Sign in and sign up</h1>
      <p className="muted">Sign in with Google, your email and password, or a one-time code sent to your phone.</p>
    </section>
  );
}
