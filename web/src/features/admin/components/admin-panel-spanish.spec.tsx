import { screen, within } from '@testing-library/react';
import { DEFAULT_PREFERENCES } from '@tracker/contracts';

import { renderApp } from '../../../testing/render-app';
import { mockApi } from '../../auth/testing/mock-api';
import { adminAccount, buildAdminUser, buildReport, pageOf, signedInAs } from '../testing/admin-factory';

const inSpanish = { ...adminAccount, preferences: { ...DEFAULT_PREFERENCES, language: 'es' as const } };

describe('/admin in Spanish', () => {
  afterEach(() => localStorage.clear());

  it('shows the tabs and the users table in Spanish', async () => {
    mockApi({
      ...signedInAs(inSpanish),
      'GET /api/admin/users?q=&page=1': { body: pageOf('users', [buildAdminUser({ disabled: true })]) },
    });
    renderApp('/admin');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Panel de administración' }),
    ).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Secciones de administración' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Usuarios', 'Reportes', 'Catálogo', 'Sistema', 'Registro de auditoría']);
    const table = await screen.findByRole('table', { name: 'Usuarios' });
    expect(within(table).getByRole('columnheader', { name: 'Último acceso' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Abrir rin' })).toBeInTheDocument();
    expect(within(table).getByText('Desactivada')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Páginas de usuarios' })).toHaveTextContent(
      'Página 1 de 1 · 1 en total',
    );
  });

  it('shows a report in Spanish', async () => {
    mockApi({
      ...signedInAs(inSpanish),
      'GET /api/admin/reports?status=open&page=1': { body: pageOf('reports', [buildReport()]) },
    });
    renderApp('/admin?tab=reports');

    const report = await screen.findByRole('article', { name: 'rin reportó a shinji' });
    expect(within(report).getByText('Acoso')).toBeInTheDocument();
    expect(within(report).getByText('Abierto')).toBeInTheDocument();
    expect(within(report).getByText('Mensajes adjuntos (0)')).toBeInTheDocument();
    expect(within(report).getByRole('button', { name: 'Resolver' })).toBeInTheDocument();
    expect(within(report).getByRole('button', { name: 'Desactivar usuario' })).toBeInTheDocument();
  });
});
