#include "apng_writer.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint32_t crc_table[256];
static int crc_ready;

static void crc_prepare(void) {
    if (crc_ready) return;
    for (uint32_t index = 0; index < 256; index++) {
        uint32_t value = index;
        for (int bit = 0; bit < 8; bit++) value = (value & 1) ? 0xEDB88320u ^ (value >> 1) : value >> 1;
        crc_table[index] = value;
    }
    crc_ready = 1;
}

static uint32_t crc_update(uint32_t crc, const unsigned char *bytes, size_t length) {
    for (size_t index = 0; index < length; index++) crc = crc_table[(crc ^ bytes[index]) & 0xFF] ^ (crc >> 8);
    return crc;
}

static uint32_t read_u32(const unsigned char *bytes) {
    return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | bytes[3];
}

static void put_u32(unsigned char *bytes, uint32_t value) {
    bytes[0] = (unsigned char)(value >> 24);
    bytes[1] = (unsigned char)(value >> 16);
    bytes[2] = (unsigned char)(value >> 8);
    bytes[3] = (unsigned char)value;
}

static int append(byte_buffer *buffer, const unsigned char *bytes, size_t length) {
    if (buffer->length + length > buffer->capacity) {
        size_t capacity = buffer->capacity > 0 ? buffer->capacity : 4096;
        while (capacity < buffer->length + length) capacity *= 2;
        unsigned char *grown = realloc(buffer->bytes, capacity);
        if (grown == NULL) return 1;
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    if (length > 0) memcpy(buffer->bytes + buffer->length, bytes, length);
    buffer->length += length;
    return 0;
}

int apng_frame_from_png(const byte_buffer *png, apng_frame *frame) {
    static const unsigned char signature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    if (png->length < 8 + 25 || memcmp(png->bytes, signature, 8) != 0) return 1;
    frame->ancillary.length = 0;
    frame->image.length = 0;
    size_t offset = 8;
    int seen_header = 0, seen_image = 0;
    while (offset + 12 <= png->length) {
        uint32_t length = read_u32(png->bytes + offset);
        const unsigned char *type = png->bytes + offset + 4, *data = type + 4;
        if (offset + 12 + (size_t)length > png->length) return 1;
        if (memcmp(type, "IHDR", 4) == 0) {
            if (length != 13) return 1;
            memcpy(frame->header, data, 13);
            seen_header = 1;
        } else if (memcmp(type, "IDAT", 4) == 0) {
            if (append(&frame->image, data, length) != 0) return 1;
            seen_image = 1;
        } else if (seen_header && !seen_image && memcmp(type, "IEND", 4) != 0) {
            if (append(&frame->ancillary, png->bytes + offset, 12 + (size_t)length) != 0) return 1;
        }
        offset += 12 + (size_t)length;
    }
    return seen_header && seen_image ? 0 : 1;
}

/// Writes one chunk: length, type, the `prefix` bytes then `data` as payload, CRC.
static int write_chunk(FILE *file, const char *type, const unsigned char *prefix, size_t prefix_length,
                       const unsigned char *data, size_t length) {
    unsigned char head[8], tail[4];
    put_u32(head, (uint32_t)(prefix_length + length));
    memcpy(head + 4, type, 4);
    uint32_t crc = crc_update(0xFFFFFFFFu, head + 4, 4);
    crc = crc_update(crc, prefix, prefix_length);
    crc = crc_update(crc, data, length);
    put_u32(tail, crc ^ 0xFFFFFFFFu);
    return fwrite(head, 1, 8, file) != 8 || (prefix_length > 0 && fwrite(prefix, 1, prefix_length, file) != prefix_length)
        || (length > 0 && fwrite(data, 1, length, file) != length) || fwrite(tail, 1, 4, file) != 4;
}

/// The smallest fraction with a denominator up to 1000 that is exactly `seconds` (else milliseconds).
static void delay_fraction(double seconds, unsigned *numerator, unsigned *denominator) {
    if (!(seconds > 0)) seconds = 0;
    for (unsigned candidate = 1; candidate <= 1000; candidate++) {
        double value = seconds * candidate;
        if (fabs(value - round(value)) < 1e-6 && round(value) <= 65535) {
            *numerator = (unsigned)round(value);
            *denominator = candidate;
            return;
        }
    }
    double milliseconds = round(seconds * 1000);
    *numerator = (unsigned)(milliseconds < 65535 ? milliseconds : 65535);
    *denominator = 1000;
}

static int write_frame_control(FILE *file, uint32_t sequence, const apng_frame *frame, double seconds) {
    unsigned numerator, denominator;
    delay_fraction(seconds, &numerator, &denominator);
    unsigned char data[26] = {0};
    put_u32(data, sequence);
    memcpy(data + 4, frame->header, 8);  // width and height
    data[20] = (unsigned char)(numerator >> 8);
    data[21] = (unsigned char)numerator;
    data[22] = (unsigned char)(denominator >> 8);
    data[23] = (unsigned char)denominator;
    return write_chunk(file, "fcTL", NULL, 0, data, sizeof data);
}

static int write_frames(FILE *file, const apng_frame *frames, int count, double fps, double hold, unsigned loops) {
    static const unsigned char signature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    unsigned char control[8];
    put_u32(control, (uint32_t)count);
    put_u32(control + 4, loops);
    if (fwrite(signature, 1, 8, file) != 8 || write_chunk(file, "IHDR", NULL, 0, frames[0].header, 13)
        || write_chunk(file, "acTL", NULL, 0, control, 8)) return 1;
    if (frames[0].ancillary.length > 0
        && fwrite(frames[0].ancillary.bytes, 1, frames[0].ancillary.length, file) != frames[0].ancillary.length) return 1;
    uint32_t sequence = 0;
    for (int index = 0; index < count; index++) {
        if (memcmp(frames[index].header, frames[0].header, 13) != 0) return 1;
        double seconds = 1.0 / fps + (index == count - 1 ? hold : 0);
        if (write_frame_control(file, sequence++, &frames[index], seconds)) return 1;
        if (index == 0) {
            if (write_chunk(file, "IDAT", NULL, 0, frames[0].image.bytes, frames[0].image.length)) return 1;
        } else {
            unsigned char number[4];
            put_u32(number, sequence++);
            if (write_chunk(file, "fdAT", number, 4, frames[index].image.bytes, frames[index].image.length)) return 1;
        }
    }
    return write_chunk(file, "IEND", NULL, 0, NULL, 0);
}

int apng_write(const char *path, const apng_frame *frames, int count, double fps, double hold, unsigned loops) {
    if (count <= 0 || !(fps > 0)) return 1;
    crc_prepare();
    size_t length = strlen(path);
    char *temporary = malloc(length + 9);
    if (temporary == NULL) return 1;
    memcpy(temporary, path, length);
    memcpy(temporary + length, ".partial", 9);
    FILE *file = fopen(temporary, "wb");
    int status = file == NULL || write_frames(file, frames, count, fps, hold, loops);
    if (file != NULL && fclose(file) != 0) status = 1;
    if (status == 0 && rename(temporary, path) != 0) status = 1;
    if (status != 0) remove(temporary);
    free(temporary);
    return status;
}

void apng_frame_free(apng_frame *frame) {
    free(frame->ancillary.bytes);
    free(frame->image.bytes);
    memset(frame, 0, sizeof *frame);
}
