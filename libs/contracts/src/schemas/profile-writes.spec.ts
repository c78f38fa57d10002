import { imageUploadPayload, preferencesChange, profileChange } from './profile-writes.js';
import { refusalOf } from './refusal-of.testing.js';

describe('preferencesChange', () => {
  it('takes a timezone by its canonical name, or null to follow the browser again', () => {
    expect(preferencesChange.parse({ timezone: 'asia/tokyo' })).toEqual({ timezone: 'Asia/Tokyo' });
    expect(preferencesChange.parse({ timezone: null })).toEqual({ timezone: null });
  });

  it('refuses an unknown timezone without echoing what was sent', () => {
    expect(refusalOf(preferencesChange, { timezone: '<img src=x onerror=alert(1)>' })).toBe(
      'preferences.timezone must be an IANA time zone such as Asia/Tokyo, or null.',
    );
  });

  it('refuses a change that is not an object', () => {
    expect(refusalOf(preferencesChange, 'dark')).toBe('preferences must be a JSON object.');
  });

  it('names the flags that are not booleans and the fields it does not know', () => {
    expect(refusalOf(preferencesChange, { notifications: { updates: 'yes' } })).toBe(
      'updates must be true or false.',
    );
    expect(refusalOf(preferencesChange, { privacy: { showEmail: true } })).toBe('Unknown field: showEmail.');
  });
});

describe('profileChange', () => {
  it("answers a nested object's unknown field before a later field's issue, as the checks did in order", () => {
    expect(refusalOf(profileChange, { preferences: { privacy: { showEmail: true } }, isPublic: 1 })).toBe(
      'Unknown field: showEmail.',
    );
  });

  it('refuses an image URL that is not a string, naming what it takes', () => {
    expect(refusalOf(profileChange, { avatar_url: 42 })).toBe(
      "avatar_url must be an uploaded image's URL (/api/media/<id>.webp), an https:// URL without quotes, parentheses, spaces or backslashes, or null.",
    );
  });
});

describe('imageUploadPayload', () => {
  it('refuses another kind of image and text that is not base64', () => {
    expect(refusalOf(imageUploadPayload, { userId: 'u', kind: 'cover', base64: '' })).toBe(
      'kind must be one of avatar, banner.',
    );
    expect(refusalOf(imageUploadPayload, { userId: 'u', kind: 'avatar', base64: 'not base64!' })).toBe(
      'The image must be sent as base64.',
    );
  });
});
