import { describe, expect, it } from 'vitest';
import { presignUrl, signRequest, unsignedPayload } from './sigv4.ts';

// AWS's published SigV4 examples: the signature-v4 test suite ("get-vanilla"…) and the S3 API reference.
const suite = {
  credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' },
  scope: { region: 'us-east-1', service: 'service' },
  date: new Date('2015-08-30T12:36:00Z'),
};
const s3Example = {
  credentials: { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
  scope: { region: 'us-east-1', service: 's3' },
  date: new Date('2013-05-24T00:00:00Z'),
};

describe('the SigV4 signer, against AWS test vectors', () => {
  it.each([
    [
      'get-vanilla',
      'GET',
      'https://example.amazonaws.com/',
      '5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    ],
    [
      'get-vanilla-empty-query-key',
      'GET',
      'https://example.amazonaws.com/?Param1=value1',
      'a67d582fa61cc504c4bae71f336f98b97f1ea3c7a6bfe1b6e45aec72011b9aeb',
    ],
    [
      'post-vanilla',
      'POST',
      'https://example.amazonaws.com/',
      '5da7c1a2acd57cee7505fc6676e4e544621c30862966e37dddb68e92efbe5d6b',
    ],
  ])('%s', (_name, method, url, expected) => {
    const headers = signRequest({ method, url: new URL(url), ...suite });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, ' +
        `SignedHeaders=host;x-amz-date, Signature=${expected}`,
    );
    expect(headers['x-amz-date']).toBe('20150830T123600Z');
  });

  it('the S3 "GET Object" example with a Range header and a signed empty payload', () => {
    const headers = signRequest({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: {
        range: 'bytes=0-9',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      },
      ...s3Example,
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('the S3 presigned URL example (query-string authentication, unsigned payload)', () => {
    const url = presignUrl({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      expiresSeconds: 86400,
      ...s3Example,
    });
    expect(url.searchParams.get('X-Amz-Credential')).toBe('AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    expect(url.searchParams.get('X-Amz-Signature')).toBe(
      'aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
    expect(unsignedPayload).toBe('UNSIGNED-PAYLOAD');
  });
});
