export function AccountPage() {
  return (
    <section className="page-intro">
      <title>Account | NeonKeys</title>
      <h1>Account</h1>
      <p className="muted">Your profile, your orders and the keys delivered to you.</p>
    </section>
  );
}
