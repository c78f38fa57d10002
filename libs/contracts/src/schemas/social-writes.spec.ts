import { refusalOf } from './refusal-of.testing.js';
import {
  conversationIdParam,
  friendRequestBody,
  messagesPageQuery,
  reportBody,
  sendMessageBody,
} from './social-writes.js';

const ID = '0b9c1f52-6d1e-4f7a-9a53-3c1d2e4f5a6b';

describe('friendRequestBody', () => {
  it('takes a user id, lower-cased', () => {
    expect(friendRequestBody.parse({ userId: ID.toUpperCase() })).toEqual({ userId: ID });
  });

  it.each([undefined, 42, 'spike', `${ID}x`, "' OR 1=1 --"])('refuses %p without echoing it', (userId) => {
    expect(refusalOf(friendRequestBody, { userId })).toBe('userId must be the id of a user (a UUID).');
  });

  it('refuses fields it does not take, such as a sender', () => {
    expect(refusalOf(friendRequestBody, { userId: ID, senderId: ID })).toBe(
      'Unknown field: senderId. Accepted: userId.',
    );
  });
});

describe('sendMessageBody', () => {
  it('trims the content', () => {
    expect(sendMessageBody.parse({ receiverId: ID, content: '  See you, space cowboy \n' })).toEqual({
      receiverId: ID,
      content: 'See you, space cowboy',
    });
  });

  it('refuses blank content with a message saying what to do', () => {
    for (const content of ['', '   ', '\n\t'])
      expect(refusalOf(sendMessageBody, { receiverId: ID, content })).toBe(
        'A message cannot be blank: write something to send.',
      );
  });

  it('takes 2000 characters and refuses 2001, counting after the trim', () => {
    expect(sendMessageBody.parse({ receiverId: ID, content: ` ${'a'.repeat(2_000)} ` }).content).toHaveLength(
      2_000,
    );
    expect(refusalOf(sendMessageBody, { receiverId: ID, content: 'a'.repeat(2_001) })).toBe(
      'content must be at most 2000 characters, got 2001.',
    );
  });

  it('refuses content that is not text, and a receiver that is not a user id', () => {
    expect(refusalOf(sendMessageBody, { receiverId: ID, content: 42 })).toBe('content must be text.');
    expect(refusalOf(sendMessageBody, { receiverId: 'jet', content: 'hi' })).toBe(
      'receiverId must be the id of a user (a UUID).',
    );
  });
});

describe('reportBody', () => {
  it('takes a reason and optional trimmed details', () => {
    expect(reportBody.parse({ userId: ID, reason: 'spam' })).toEqual({ userId: ID, reason: 'spam' });
    expect(reportBody.parse({ userId: ID, reason: 'other', details: ' rude ' })).toEqual({
      userId: ID,
      reason: 'other',
      details: 'rude',
    });
  });

  it('refuses an unknown reason, naming the ones it takes', () => {
    expect(refusalOf(reportBody, { userId: ID, reason: 'bored' })).toBe(
      'reason must be one of spam, harassment, inappropriate, other.',
    );
  });

  it('refuses details over 1000 characters', () => {
    expect(refusalOf(reportBody, { userId: ID, reason: 'spam', details: 'x'.repeat(1_001) })).toBe(
      'details must be at most 1000 characters.',
    );
  });
});

describe('messagesPageQuery', () => {
  it('reads the newest 50 when nothing is asked', () => {
    expect(messagesPageQuery.parse({})).toEqual({ before: undefined, limit: 50 });
    expect(messagesPageQuery.parse({ before: ID, limit: '100' })).toEqual({ before: ID, limit: 100 });
  });

  it('refuses a cursor that is not a message id and a limit past 100', () => {
    expect(refusalOf(messagesPageQuery, { before: 'yesterday' })).toBe(
      'before must be the nextCursor of a page (a message id).',
    );
    expect(refusalOf(messagesPageQuery, { limit: '101' })).toBe(
      "limit must be a whole number from 1 to 100, got '101'.",
    );
  });
});

describe('conversationIdParam', () => {
  it('refuses what is not a UUID', () => {
    expect(refusalOf(conversationIdParam, '1')).toBe(
      'conversationId must be the id of a conversation (a UUID).',
    );
  });
});
