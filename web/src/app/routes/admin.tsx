import { pageTitle } from '../../config/app';

export function AdminRoute() {
  return (
    <section className="page-message" aria-labelledby="admin-heading">
      <title>{pageTitle('Admin Panel')}</title>
      <h1 id="admin-heading">Admin Panel</h1>
      <p>The admin dashboard will live here, for managing the catalogue and user accounts.</p>
      <p className="page-message__note">
        Only signed-in administrators can use this page. Accounts are not open yet.
      </p>
    </section>
  );
}
