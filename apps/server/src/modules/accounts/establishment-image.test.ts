import { crc32 } from 'node:zlib';
import { MAX_IMAGE_BYTES } from '@vez/domain';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { freshCnpj } from '../../test-support/documents';
import { bearer } from '../../test-support/fixtures';
import { type Account, newEstablishment } from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';

const company = () => ({
  nome_empresa: 'Barbearia da Imagem LTDA',
  cnpj: freshCnpj(),
  telefone_empresa: '1133334444',
  cep_empresa: '01310100',
  endereco_empresa: 'Rua Augusta',
  numero_empresa: '200',
  bairro_empresa: 'Consolação',
  cidade_empresa: 'São Paulo',
  uf_empresa: 'SP',
  descricao_empresa: '',
});

/** A multipart/form-data body with the company's fields and one file, as a browser's FormData sends it. */
function form(fields: Record<string, string>, file: { name: string; type: string; content: Buffer } | null) {
  const boundary = '----vez-teste-imagem';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="imagem_empresa"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(
  app: FastifyInstance,
  owner: Account,
  file: { name: string; type: string; content: Buffer } | null,
) {
  const body = form(company(), file);
  return app.inject({
    method: 'PUT',
    url: `/api/establishments/${owner.id}`,
    headers: { ...bearer(owner.token), ...body.headers },
    payload: body.payload,
  });
}

/** A real PNG padded with a private ancillary chunk (which decoders skip) to exactly `size` bytes. */
async function pngOfSize(size: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();
  const iend = png.length - 12;
  const padding = size - png.length - 12;
  const chunk = Buffer.alloc(12 + padding);
  chunk.writeUInt32BE(padding, 0);
  chunk.write('vzPd', 4, 'latin1');
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + padding)), 8 + padding);
  return Buffer.concat([png.subarray(0, iend), chunk, png.subarray(iend)]);
}

describeEachDialect('the establishment picture', (ctx) => {
  it('judges the upload by its content, not its name or declared type', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#e76f51' } })
      .png()
      .toBuffer();
    const renamed = await upload(app, owner, { name: 'foto.txt', type: 'text/plain', content: png });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.imagem_url).toMatch(new RegExp(`^/api/establishments/${owner.id}/image\\?v=`));

    const text = await upload(app, owner, {
      name: 'foto.png',
      type: 'image/png',
      content: Buffer.from('não sou uma imagem'),
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({
      message: 'Por favor, selecione apenas arquivos de imagem',
      errors: [{ campo: 'imagem_empresa', mensagem: 'Por favor, selecione apenas arquivos de imagem' }],
    });
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(app, owner, { name: 'a.gif', type: 'image/gif', content: gif })).statusCode).toBe(
      415,
    );
    // The refused uploads left the first picture in place.
    const profile = await app.inject({
      method: 'GET',
      url: `/api/establishments/${owner.id}`,
      headers: bearer(owner.token),
    });
    expect(profile.json().data.imagem_url).toBe(renamed.json().data.imagem_url);
  });

  it('accepts exactly 5,242,880 bytes and refuses one byte more, keeping the old picture', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const limit = await pngOfSize(MAX_IMAGE_BYTES);
    expect(limit.length).toBe(5_242_880);
    const accepted = await upload(app, owner, { name: 'grande.png', type: 'image/png', content: limit });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const tooBig = await upload(app, owner, {
      name: 'grande.png',
      type: 'image/png',
      content: await pngOfSize(MAX_IMAGE_BYTES + 1),
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('A imagem deve ter no máximo 5MB');
    const profile = await app.inject({ method: 'GET', url: `/api/establishments/${owner.id}` });
    expect(profile.json().data.imagem_url).toBe(accepted.json().data.imagem_url);
  });

  it('stores a WebP of at most 1024 px without metadata, served with an ETag, and removable', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#264653' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'CameraSecreta', Copyright: 'Dono' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const saved = await upload(app, owner, { name: 'foto.jpg', type: 'image/jpeg', content: photo });
    const url = saved.json().data.imagem_url as string;

    const image = await app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1024, height: 683 });
    expect(meta.exif).toBeUndefined();
    expect(image.rawPayload.includes(Buffer.from('CameraSecreta'))).toBe(false);

    const again = await app.inject({
      method: 'GET',
      url: `/api/establishments/${owner.id}/image`,
      headers: { 'if-none-match': image.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const list = await app.inject({ method: 'GET', url: '/api/establishments?limit=50' });
    expect(list.json().data.find((e: { id: number }) => e.id === owner.id).imagem_url).toBe(url);

    const other = await newEstablishment(app);
    const foreign = await app.inject({
      method: 'DELETE',
      url: `/api/establishments/${owner.id}/image`,
      headers: bearer(other.token),
    });
    expect(foreign.statusCode).toBe(403);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/establishments/${owner.id}/image`,
      headers: bearer(owner.token),
    });
    expect(removed.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('answers a malformed multipart body with 400, never a 500', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const attempts = [
      { 'content-type': 'multipart/form-data' },
      { 'content-type': 'multipart/form-data; boundary=xyz' },
    ];
    for (const headers of attempts) {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/establishments/${owner.id}`,
        headers: { ...bearer(owner.token), ...headers },
        payload: '--xyz\r\nContent-Disposition: form-data; name="nome_empresa"\r\n\r\nmeio',
      });
      expect(response.statusCode, response.body).toBe(400);
    }
  });
});
