import { Controller, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type AnimeResourceRequest,
  CATALOGUE_DETAILS,
  FAVORITE_CHARACTERS,
  FAVORITE_CHARACTERS_MAX,
  type JikanCharacterRole,
} from '@tracker/contracts';
import { notFound } from '@tracker/redis';

import { FakePeersModule } from './support/fake-peers.js';
import { describeListsProgress } from './support/lists-progress-suite.js';

/** Long enough for a real reply, short enough that a silent catalogue is given up on within a test. */
const PEER_TIMEOUT_MS = 800;

const role = (id: number, name: string, image: string | null): JikanCharacterRole => ({
  character: {
    mal_id: id,
    url: `https://myanimelist.net/character/${id}`,
    images: { jpg: { image_url: image && `${image}.jpg` }, webp: { image_url: image && `${image}.webp` } },
    name,
  },
  role: 'Main',
  voice_actors: [],
});

/** Each title's characters as the catalogue answers them. */
const CHARACTERS: Record<number, JikanCharacterRole[]> = {
  1: [role(1, 'Spike Spiegel', 'https://img/spike'), role(2, 'Jet Black', null)],
  30: [role(89, 'Shinji Ikari', 'https://img/shinji')],
};
const characterCatalogue = {
  /** Never answers: the catalogue is down. */
  silent: false,
  /** Answers what it holds without the public API: an empty, partial list. */
  partial: false,
};

@Controller()
class FakeCharactersController {
  @MessagePattern(CATALOGUE_DETAILS.resource.pattern)
  resource(@Payload() { id, resource }: AnimeResourceRequest) {
    if (characterCatalogue.silent) return new Promise(() => undefined);
    if (resource !== 'characters' || !CHARACTERS[id]) throw notFound(`Anime ${id} not found.`);
    if (characterCatalogue.partial) return { data: [], source: 'catalogue', partial: true };
    return { data: CHARACTERS[id], source: 'upstream' };
  }
}

/** The fake catalogue and auth-user of every lists-progress test, plus the titles' character data. */
@Module({ imports: [FakePeersModule], controllers: [FakeCharactersController] })
class FakePeersWithCharactersModule {}

describeListsProgress(
  ({ subject, call, refusal, newUser }) => {
    afterEach(() => {
      characterCatalogue.silent = false;
      characterCatalogue.partial = false;
    });

    const add = (userId: string, characterId: number, animeId: number) =>
      call(FAVORITE_CHARACTERS.add, { userId, characterId, body: { animeId } });
    const list = (username: string, viewerId?: string) =>
      call(FAVORITE_CHARACTERS.list, { username, viewerId });
    const stored = async (userId: string) =>
      (await subject().query('SELECT character_id FROM favorite_characters WHERE user_id = $1', [userId]))
        .rows;

    it('keeps the name and image the title’s character data gives, newest first, and answers a second PUT with the same row', async () => {
      const { id, username } = newUser();
      const spike = await add(id, 1, 1);
      expect(spike).toEqual({
        characterId: 1,
        name: 'Spike Spiegel',
        image: 'https://img/spike.webp',
        animeId: 1,
        addedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      });
      expect(await add(id, 1, 1)).toEqual(spike);
      expect(await add(id, 2, 1)).toMatchObject({ characterId: 2, name: 'Jet Black', image: null });
      expect(await add(id, 89, 30)).toMatchObject({ characterId: 89, animeId: 30 });
      expect((await list(username, id)).items.map((item) => item.characterId)).toEqual([89, 2, 1]);
    });

    it('refuses a character the title does not list, and a title the catalogue does not know', async () => {
      const { id } = newUser();
      expect(
        await refusal(FAVORITE_CHARACTERS.add, { userId: id, characterId: 89, body: { animeId: 1 } }),
      ).toEqual({ code: 'NOT_FOUND', message: 'Character 89 is not among the characters of anime 1.' });
      expect(
        await refusal(FAVORITE_CHARACTERS.add, { userId: id, characterId: 1, body: { animeId: 999 } }),
      ).toEqual({ code: 'NOT_FOUND', message: 'Anime 999 is not in the catalogue.' });
      expect(await stored(id)).toEqual([]);
    });

    it('answers 503 and stores nothing when the catalogue cannot confirm the character', async () => {
      const { id } = newUser();
      const unavailable = {
        code: 'UNAVAILABLE',
        message:
          'The characters of anime 1 cannot be checked right now, so nothing was saved. Please try again in a moment.',
      };
      characterCatalogue.silent = true;
      expect(
        await refusal(FAVORITE_CHARACTERS.add, { userId: id, characterId: 1, body: { animeId: 1 } }),
      ).toEqual(unavailable);
      characterCatalogue.silent = false;
      characterCatalogue.partial = true;
      expect(
        await refusal(FAVORITE_CHARACTERS.add, { userId: id, characterId: 1, body: { animeId: 1 } }),
      ).toEqual(unavailable);
      expect(await stored(id)).toEqual([]);
    });

    it('takes no name or image from the caller, and refuses bad ids with a message naming them', async () => {
      const { id } = newUser();
      expect(
        await refusal(FAVORITE_CHARACTERS.add, {
          userId: id,
          characterId: 1,
          body: { animeId: 1, name: 'Not Spike', image: 'https://evil/x.png' },
        }),
      ).toEqual({ code: 'BAD_REQUEST', message: 'Unknown fields: name, image. Accepted: animeId.' });
      expect(
        await refusal(FAVORITE_CHARACTERS.add, { userId: id, characterId: 'abc', body: { animeId: 1 } }),
      ).toEqual({
        code: 'BAD_REQUEST',
        message: "Character id must be a whole number from 1 to 2147483647, got 'abc'.",
      });
      expect(await refusal(FAVORITE_CHARACTERS.add, { userId: id, characterId: 1, body: {} })).toEqual({
        code: 'BAD_REQUEST',
        message: "animeId must be a positive whole number, got 'undefined'.",
      });
      expect(await refusal(FAVORITE_CHARACTERS.remove, { userId: id, characterId: 0 })).toEqual({
        code: 'BAD_REQUEST',
        message: "Character id must be a whole number from 1 to 2147483647, got '0'.",
      });
      expect(await stored(id)).toEqual([]);
    });

    it('removes a favorite character, and says so when it was not one', async () => {
      const { id, username } = newUser();
      await add(id, 1, 1);
      expect(await call(FAVORITE_CHARACTERS.remove, { userId: id, characterId: 1 })).toEqual({
        deleted: true,
      });
      expect((await list(username, id)).items).toEqual([]);
      expect(await refusal(FAVORITE_CHARACTERS.remove, { userId: id, characterId: 1 })).toEqual({
        code: 'NOT_FOUND',
        message: 'Character 1 is not among your favorite characters.',
      });
    });

    it(`keeps at most ${FAVORITE_CHARACTERS_MAX}, still answering one already kept`, async () => {
      const { id } = newUser();
      await add(id, 1, 1);
      await subject().query(
        `INSERT INTO favorite_characters (user_id, character_id, anime_id, name)
         SELECT $1, 1000 + n, 1, 'Extra ' || n FROM generate_series(1, $2::int) AS n`,
        [id, FAVORITE_CHARACTERS_MAX - 1],
      );
      expect(
        await refusal(FAVORITE_CHARACTERS.add, { userId: id, characterId: 2, body: { animeId: 1 } }),
      ).toEqual({
        code: 'BAD_REQUEST',
        message: `You can keep at most ${FAVORITE_CHARACTERS_MAX} favorite characters. Remove one before adding another.`,
      });
      expect(await add(id, 1, 1)).toMatchObject({ characterId: 1 });
      await call(FAVORITE_CHARACTERS.remove, { userId: id, characterId: 1001 });
      expect(await add(id, 2, 1)).toMatchObject({ characterId: 2 });
    });

    it('shows them to others as the profile allows: not found when private, none when favorites are hidden', async () => {
      const viewer = newUser();
      const open = newUser();
      const hiding = newUser({ showFavorites: false });
      const hidden = newUser({ visible: false });
      for (const owner of [open, hiding, hidden]) await add(owner.id, 1, 1);

      expect((await list(open.username)).items).toHaveLength(1);
      expect((await list(open.username, viewer.id)).items).toHaveLength(1);
      expect((await list(hiding.username)).items).toEqual([]);
      expect((await list(hiding.username, viewer.id)).items).toEqual([]);
      expect((await list(hiding.username, hiding.id)).items).toHaveLength(1);
      for (const viewerId of [undefined, viewer.id]) {
        expect(await refusal(FAVORITE_CHARACTERS.list, { username: hidden.username, viewerId })).toEqual({
          code: 'NOT_FOUND',
          message: 'User not found.',
        });
      }
      expect((await list(hidden.username, hidden.id)).items).toHaveLength(1);
      expect(await refusal(FAVORITE_CHARACTERS.list, { username: 'nobody-here' })).toEqual({
        code: 'NOT_FOUND',
        message: 'User not found.',
      });
    });
  },
  { peers: FakePeersWithCharactersModule, peerTimeoutMs: PEER_TIMEOUT_MS },
);
