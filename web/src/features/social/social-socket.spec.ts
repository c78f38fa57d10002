import { io } from 'socket.io-client';

import { connectSocialSocket, REFUSED_RETRY_MS } from './social-socket';
import { buildMessage } from './testing/social-factory';

jest.mock('socket.io-client', () => ({ io: jest.fn() }));

type Handler = (...args: unknown[]) => void;

/** The part of a socket.io client socket this module uses, driven by the test. */
class FakeSocket {
  active = false;
  recovered = false;
  readonly handlers = new Map<string, Handler>();
  readonly connect = jest.fn();
  readonly disconnect = jest.fn();
  on(event: string, handler: Handler) {
    this.handlers.set(event, handler);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    this.handlers.get(event)?.(...args);
  }
}

describe('connectSocialSocket', () => {
  let socket: FakeSocket;
  let token: string | null;
  const onStatus = jest.fn();
  const onPush = jest.fn();
  /** The token the socket's next handshake sends. */
  const handshakeToken = () => {
    const [options] = jest.mocked(io).mock.calls[0] as unknown as [
      { auth: (send: (auth: { token: string }) => void) => void },
    ];
    let sent = '';
    options.auth(({ token: value }) => (sent = value));
    return sent;
  };

  beforeEach(() => {
    socket = new FakeSocket();
    jest
      .mocked(io)
      .mockReset()
      .mockReturnValue(socket as never);
    token = 'token-1';
    onStatus.mockReset();
    onPush.mockReset();
    onServerClosed.mockReset();
  });
  afterEach(() => jest.useRealTimers());

  const onServerClosed = jest.fn();
  const connect = () => connectSocialSocket({ readToken: () => token, onStatus, onPush, onServerClosed });

  it('authenticates each handshake with the token stored at that moment', () => {
    connect();
    expect(handshakeToken()).toBe('token-1');
    token = 'token-2';
    expect(handshakeToken()).toBe('token-2');
  });

  it('reports up and down, and hands every social push on', () => {
    connect();
    socket.emit('connect');
    const sent = buildMessage();
    socket.emit('social.message.created', sent);
    socket.emit('disconnect', 'transport close');

    expect(onServerClosed).not.toHaveBeenCalled();
    expect(onStatus.mock.calls).toEqual([
      [true, false],
      [false, false],
    ]);
    expect(onPush).toHaveBeenCalledWith('social.message.created', sent);
  });

  it('after the server closed it, has the session checked and connects again only with a different token', () => {
    connect();
    handshakeToken();
    socket.emit('disconnect', 'io server disconnect');
    expect(onServerClosed).toHaveBeenCalledTimes(1);
    expect(socket.connect).not.toHaveBeenCalled();

    token = 'fresh-after-password-change';
    socket.emit('disconnect', 'io server disconnect');
    expect(socket.connect).toHaveBeenCalledTimes(1);
  });

  it('stays down after the token is refused, and tries again later after another refusal', () => {
    jest.useFakeTimers();
    connect();
    handshakeToken();
    socket.emit('connect_error', new Error('Your session has expired. Please sign in again.'));
    jest.advanceTimersByTime(REFUSED_RETRY_MS);
    expect(socket.connect).not.toHaveBeenCalled();

    socket.emit(
      'connect_error',
      new Error('Live updates are unavailable right now. Please try again in a moment.'),
    );
    jest.advanceTimersByTime(REFUSED_RETRY_MS - 1);
    expect(socket.connect).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(socket.connect).toHaveBeenCalledTimes(1);
  });

  it('leaves reconnecting to socket.io while it is still trying', () => {
    jest.useFakeTimers();
    connect();
    socket.active = true;
    socket.emit('connect_error', new Error('xhr poll error'));
    jest.advanceTimersByTime(REFUSED_RETRY_MS);
    expect(socket.connect).not.toHaveBeenCalled();
  });

  it('closes the socket, and any retry with it', () => {
    jest.useFakeTimers();
    const connection = connect();
    socket.emit(
      'connect_error',
      new Error('Live updates are unavailable right now. Please try again in a moment.'),
    );
    connection.close();
    jest.advanceTimersByTime(REFUSED_RETRY_MS);

    expect(socket.disconnect).toHaveBeenCalled();
    expect(socket.connect).not.toHaveBeenCalled();
  });
});
