import { readReplyHead, SerializedJson, serializeReply } from './replies.js';

describe(serializeReply.name, () => {
  it('writes the response last, so the parsed reply is the packet Nest expects', () => {
    const reply = serializeReply({ response: { title: 'Frieren' }, isDisposed: true }, 'r1');
    expect(reply).toBe('{"isDisposed":true,"id":"r1","response":{"title":"Frieren"}}');
    expect(JSON.parse(String(reply))).toEqual({ id: 'r1', isDisposed: true, response: { title: 'Frieren' } });
  });

  it('puts an already serialised response in as is, as UTF-8 bytes', () => {
    const reply = serializeReply(
      { response: new SerializedJson({ title: 'ダンジョン飯' }), isDisposed: true },
      'r2',
    );
    expect(Buffer.isBuffer(reply)).toBe(true);
    expect(reply.toString()).toBe('{"isDisposed":true,"id":"r2","response":{"title":"ダンジョン飯"}}');
  });

  it('writes errors and bare disposals without a response', () => {
    const error = { code: 'NOT_FOUND', message: 'Anime 1 was not found.' };
    expect(JSON.parse(String(serializeReply({ err: error }, 'r3')))).toEqual({ id: 'r3', err: error });
    expect(serializeReply({ isDisposed: true }, 'r4')).toBe('{"isDisposed":true,"id":"r4"}');
  });
});

describe(readReplyHead.name, () => {
  it("cuts the response's bytes out of a reply without decoding them", () => {
    const value = { title: 'A "quoted" ダンジョン飯\nin two lines', response: 1, nested: { response: 2 } };
    const json = JSON.stringify(value);
    const reply = serializeReply({ response: new SerializedJson(value), isDisposed: true }, 'r5');
    const head = readReplyHead(Buffer.from(reply));
    expect(head).toEqual({ id: 'r5', isDisposed: true, responseJson: Buffer.from(json) });
  });

  it('leaves errors, replies without a response and other layouts to the usual parser', () => {
    const bytes = (reply: string | Buffer) => Buffer.from(reply);
    expect(readReplyHead(bytes(serializeReply({ err: { code: 'INTERNAL' } }, 'r6')))).toBeNull();
    expect(readReplyHead(bytes(serializeReply({ isDisposed: true }, 'r7')))).toBeNull();
    // Nest's own layout: the response first.
    expect(
      readReplyHead(bytes(JSON.stringify({ response: { a: 1 }, isDisposed: true, id: 'r8' }))),
    ).toBeNull();
    expect(
      readReplyHead(bytes('{"id":"x","note":"a string with ,\\"response\\": inside","isDisposed":true}')),
    ).toBeNull();
  });
});

describe(SerializedJson.name, () => {
  const titles = [new SerializedJson({ title: 'ダンジョン飯' }), new SerializedJson({ title: 'Frieren' })];

  it('joins JSON text and serialised values into one value, copying their bytes', () => {
    const joined = SerializedJson.join(['{"items":', SerializedJson.array(titles), ',"missingIds":[7]}']);
    expect(JSON.parse(joined.bytes.toString())).toEqual({
      items: [{ title: 'ダンジョン飯' }, { title: 'Frieren' }],
      missingIds: [7],
    });
    expect(joined).toBeInstanceOf(SerializedJson);
  });

  it('writes an empty or one-item array as JSON', () => {
    expect(SerializedJson.array([]).bytes.toString()).toBe('[]');
    expect(SerializedJson.array(titles.slice(1)).bytes.toString()).toBe('[{"title":"Frieren"}]');
  });
});
