import { readReplyHead, SerializedJson, serializeReply } from './serialized-json.js';

describe(serializeReply.name, () => {
  it('writes the response last, so the parsed reply is the packet Nest expects', () => {
    const reply = serializeReply({ response: { title: 'Frieren' }, isDisposed: true }, 'r1');
    expect(reply).toBe('{"isDisposed":true,"id":"r1","response":{"title":"Frieren"}}');
    expect(JSON.parse(reply)).toEqual({ id: 'r1', isDisposed: true, response: { title: 'Frieren' } });
  });

  it('puts an already serialised response in as is', () => {
    const reply = serializeReply(
      { response: new SerializedJson('{"title":"Dungeon Meshi"}'), isDisposed: true },
      'r2',
    );
    expect(JSON.parse(reply)).toEqual({ id: 'r2', isDisposed: true, response: { title: 'Dungeon Meshi' } });
  });

  it('writes errors and bare disposals without a response', () => {
    const error = { code: 'NOT_FOUND', message: 'Anime 1 was not found.' };
    expect(JSON.parse(serializeReply({ err: error }, 'r3'))).toEqual({ id: 'r3', err: error });
    expect(serializeReply({ isDisposed: true }, 'r4')).toBe('{"isDisposed":true,"id":"r4"}');
  });
});

describe(readReplyHead.name, () => {
  it("cuts the response's text out of a reply without parsing it", () => {
    const json = '{"title":"A \\"quoted\\" title","response":1,"nested":{"response":2}}';
    const head = readReplyHead(
      serializeReply({ response: new SerializedJson(json), isDisposed: true }, 'r5'),
    );
    expect(head).toEqual({ id: 'r5', isDisposed: true, responseJson: json });
  });

  it('leaves errors, replies without a response and other layouts to the usual parser', () => {
    expect(readReplyHead(serializeReply({ err: { code: 'INTERNAL' } }, 'r6'))).toBeNull();
    expect(readReplyHead(serializeReply({ isDisposed: true }, 'r7'))).toBeNull();
    // Nest's own layout: the response first.
    expect(readReplyHead(JSON.stringify({ response: { a: 1 }, isDisposed: true, id: 'r8' }))).toBeNull();
    expect(
      readReplyHead('{"id":"x","note":"a string with ,\\"response\\": inside","isDisposed":true}'),
    ).toBeNull();
  });
});
