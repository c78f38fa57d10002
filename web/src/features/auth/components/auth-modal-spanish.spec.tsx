import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';

import { failure } from '../../../testing/envelope';
import { openAuthModal } from '../open-auth-modal';
import { mockApi } from '../testing/mock-api';
import { renderWithSession } from '../testing/render-with-session';
import { AuthModal } from './auth-modal';

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label);
const button = (name: string) => within(dialog()).getByRole('button', { name });

async function openInSpanish(mode: 'login' | 'register') {
  await act(() => i18next.changeLanguage('es'));
  renderWithSession(<AuthModal />);
  act(() => openAuthModal(mode));
  await screen.findByRole('dialog');
}

describe('AuthModal in Spanish', () => {
  afterEach(() => localStorage.clear());

  it('labels the login form and says why a sign-in failed', async () => {
    mockApi({ 'POST /api/auth/login': { status: 401, body: failure('Invalid credentials') } });
    await openInSpanish('login');

    expect(screen.getByRole('dialog', { name: 'Inicia sesión en tu cuenta' })).toBeInTheDocument();
    await userEvent.type(field('Correo electrónico'), 'rin@example.test');
    await userEvent.type(field('Contraseña'), 'Secret12');
    await userEvent.click(button('Iniciar sesión'));

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Correo o contraseña incorrectos. Inténtalo de nuevo.',
    );
    expect(within(dialog()).getByText('¿No tienes cuenta?')).toBeInTheDocument();
  });

  it("shows the API's refusal of a registration in Spanish", async () => {
    mockApi({ 'POST /api/auth/register': { status: 409, body: failure('That username is already taken.') } });
    await openInSpanish('register');

    await userEvent.type(field('Nombre de usuario'), 'rin');
    await userEvent.type(field('Correo electrónico'), 'rin@example.test');
    await userEvent.type(field('Nombre visible'), 'Rin');
    await userEvent.type(field('Contraseña'), 'Secret12');
    await userEvent.type(field('Confirmar contraseña'), 'Secret12');
    await userEvent.click(button('Crear cuenta'));

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Ese nombre de usuario ya está en uso.',
    );
  });

  it("gives the registration form's hint and problems in Spanish", async () => {
    mockApi({});
    await openInSpanish('register');

    await userEvent.click(button('Crear cuenta'));

    expect(field('Nombre de usuario')).toHaveAccessibleDescription('El nombre de usuario es obligatorio');
    expect(field('Contraseña')).toHaveAccessibleDescription(
      'Al menos 6 caracteres, con mayúsculas, minúsculas y un número La contraseña debe tener al menos 6 caracteres',
    );
    expect(field('Confirmar contraseña')).toBeInTheDocument();
    expect(within(dialog()).getByRole('checkbox', { name: 'Hacer público mi perfil' })).toBeChecked();
  });
});
