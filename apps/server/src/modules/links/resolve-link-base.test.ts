import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { findLanAddress, resolveSentLinkBase, resolveShownLinkBase } from './resolve-link-base';

const unset = { publicUrl: 'http://localhost:3000', publicUrlConfigured: false };
const lan = () => '192.168.0.42';
const noLan = () => null;

function nic(address: string, family: 'IPv4' | 'IPv6' = 'IPv4', internal = false): NetworkInterfaceInfo {
  return { address, family, internal, netmask: '', mac: '', cidr: null } as NetworkInterfaceInfo;
}

describe('the base of links shown to the requester', () => {
  it('is PUBLIC_URL whenever it is set, whatever the browser used', () => {
    const config = { publicUrl: 'https://fila.exemplo.com.br', publicUrlConfigured: true };
    for (const host of ['localhost:3000', '192.168.1.7:3000', 'evil.example']) {
      expect(resolveShownLinkBase(config, { protocol: 'http', host }, lan)).toEqual({
        url: 'https://fila.exemplo.com.br',
        origin: 'PUBLIC_URL',
      });
    }
  });

  it('is the address the browser used when that one leaves this machine', () => {
    const base = (protocol: string, host: string) => resolveShownLinkBase(unset, { protocol, host }, lan);
    expect(base('http', '192.168.1.7:3000')).toEqual({ url: 'http://192.168.1.7:3000', origin: 'navegador' });
    expect(base('https', 'Balcao.Local')).toEqual({ url: 'https://balcao.local', origin: 'navegador' });
    expect(base('http', 'balcao.local:80')).toEqual({ url: 'http://balcao.local', origin: 'navegador' });
    expect(base('http', '[fd00::7]:3000')).toEqual({ url: 'http://[fd00::7]:3000', origin: 'navegador' });
  });

  it('puts the LAN address, same port, where the browser used a loopback name', () => {
    for (const host of [
      'localhost:3000',
      '127.0.0.1:3000',
      '[::1]:3000',
      'vez.localhost:3000',
      '127.1:3000',
    ]) {
      expect(resolveShownLinkBase(unset, { protocol: 'http', host }, lan), host).toEqual({
        url: 'http://192.168.0.42:3000',
        origin: 'rede-local',
      });
    }
    expect(resolveShownLinkBase(unset, { protocol: 'http', host: 'localhost:8080' }, lan).url).toBe(
      'http://192.168.0.42:8080',
    );
  });

  it('keeps localhost, and says so, when the machine has no LAN address', () => {
    expect(resolveShownLinkBase(unset, { protocol: 'http', host: 'localhost:3000' }, noLan)).toEqual({
      url: 'http://localhost:3000',
      origin: 'este-computador',
    });
  });

  it('ignores a Host header that is not a plain host[:port], falling back to this server', () => {
    const odd = [
      '',
      'a b',
      'vez.test/evil',
      'user@vez.test',
      'vez.test:99999',
      'vez.test:',
      '-x.test',
      'x'.repeat(300),
    ];
    for (const host of odd) {
      expect(resolveShownLinkBase(unset, { protocol: 'http', host }, lan), host).toEqual({
        url: 'http://192.168.0.42:3000',
        origin: 'rede-local',
      });
    }
    expect(resolveShownLinkBase(unset, { protocol: 'javascript', host: 'vez.test' }, lan).origin).toBe(
      'rede-local',
    );
  });
});

describe('the base of links sent by WhatsApp or e-mail', () => {
  it('is PUBLIC_URL whenever it is set', () => {
    const config = { publicUrl: 'https://fila.exemplo.com.br', publicUrlConfigured: true };
    expect(resolveSentLinkBase(config, lan)).toEqual({
      url: 'https://fila.exemplo.com.br',
      origin: 'PUBLIC_URL',
    });
  });

  it('is this server’s own port on the LAN address, or localhost when there is no network', () => {
    const onPort = { publicUrl: 'http://localhost:8080', publicUrlConfigured: false };
    expect(resolveSentLinkBase(onPort, lan)).toEqual({
      url: 'http://192.168.0.42:8080',
      origin: 'rede-local',
    });
    expect(resolveSentLinkBase(unset, noLan)).toEqual({
      url: 'http://localhost:3000',
      origin: 'este-computador',
    });
  });
});

describe('the LAN address', () => {
  it('is the first external IPv4 of a real interface', () => {
    expect(
      findLanAddress({
        lo: [nic('127.0.0.1', 'IPv4', true), nic('::1', 'IPv6', true)],
        docker0: [nic('172.17.0.1')],
        wlan0: [nic('fe80::1', 'IPv6'), nic('169.254.10.2'), nic('192.168.0.42')],
        eth1: [nic('10.0.0.5')],
      }),
    ).toBe('192.168.0.42');
  });

  it('is a virtual interface’s when nothing else has one, and none on a loopback-only machine', () => {
    expect(findLanAddress({ lo: [nic('127.0.0.1', 'IPv4', true)], docker0: [nic('172.17.0.1')] })).toBe(
      '172.17.0.1',
    );
    expect(
      findLanAddress({ lo: [nic('127.0.0.1', 'IPv4', true)], eth0: [nic('fd00::7', 'IPv6')] }),
    ).toBeNull();
  });
});
