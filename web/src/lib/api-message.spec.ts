import { act } from '@testing-library/react';
import i18next from 'i18next';

import { apiMessage } from './api-message';

const CONFLICT = 'You already sent this user a friend request: wait for their answer.';

describe('apiMessage', () => {
  it('leaves a known message as the API sent it in English', () => {
    expect(apiMessage(CONFLICT)).toBe(CONFLICT);
    expect(apiMessage('Too many login attempts. Please try again in 15 minutes.')).toBe(
      'Too many login attempts. Please try again in 15 minutes.',
    );
  });

  describe('in Spanish', () => {
    beforeEach(() => act(() => i18next.changeLanguage('es')));

    it("answers the catalogue's text for a message the API sends, '.' and ':' included", () => {
      expect(apiMessage(CONFLICT)).toBe(
        'Ya le enviaste una solicitud de amistad a este usuario: espera su respuesta.',
      );
      expect(apiMessage('Not authenticated')).toBe('No has iniciado sesión');
    });

    it('fills in the values of a message with a value inside', () => {
      expect(apiMessage('Too many login attempts. Please try again in a minute.')).toBe(
        'Demasiados intentos de inicio de sesión. Inténtalo de nuevo en un minuto.',
      );
      expect(apiMessage('Too many registration attempts. Please try again in 15 minutes.')).toBe(
        'Demasiados intentos de registro. Inténtalo de nuevo en 15 minutos.',
      );
      expect(apiMessage('This friend request was already accepted.')).toBe(
        'Esta solicitud de amistad ya fue aceptada.',
      );
      expect(apiMessage('This friend request was already rejected.')).toBe(
        'Esta solicitud de amistad ya fue rechazada.',
      );
    });

    it('shows a message the catalogue lacks as it came, braces and all', () => {
      expect(apiMessage('Anime 9 was not found.')).toBe('Anime 9 was not found.');
      expect(apiMessage("limit must be a whole number from 1 to 50, got '{x}'.")).toBe(
        "limit must be a whole number from 1 to 50, got '{x}'.",
      );
    });
  });
});
