#include "display_list.h"

#include <dirent.h>
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char **lines;
    size_t count;
    size_t next;
    char *save;       // strtok_r state for the current line
    const char *file;
} parser;

static int fail(const parser *p, const char *reason) {
    fprintf(stderr, "%s:%zu: %s\n", p->file, p->next, reason);
    return 1;
}

static char *next_line(parser *p) {
    if (p->next >= p->count) return NULL;
    char *line = p->lines[p->next++];
    return strtok_r(line, " ", &p->save);
}

static char *word(parser *p) {
    return strtok_r(NULL, " ", &p->save);
}

static int number(parser *p, double *value) {
    char *token = word(p);
    if (token == NULL) return fail(p, "missing number");
    char *end = NULL;
    errno = 0;
    *value = strtod(token, &end);
    if (end == token || *end != '\0') return fail(p, "bad number");
    return 0;
}

static int numbers(parser *p, double *values, int count) {
    for (int index = 0; index < count; index++) {
        if (number(p, &values[index]) != 0) return 1;
    }
    return 0;
}

static int integer(parser *p, long *value) {
    char *token = word(p);
    if (token == NULL) return fail(p, "missing integer");
    char *end = NULL;
    *value = strtol(token, &end, 10);
    if (end == token || *end != '\0') return fail(p, "bad integer");
    return 0;
}

static int lookup(parser *p, const char *const *names, int count, int *value) {
    char *token = word(p);
    if (token == NULL) return fail(p, "missing name");
    for (int index = 0; index < count; index++) {
        if (strcmp(token, names[index]) == 0) {
            *value = index;
            return 0;
        }
    }
    return fail(p, "unknown name");
}

static const char *const rule_names[] = {"winding", "evenodd"};
static const char *const blend_names[] = {"normal", "dest-in", "dest-over"};
static const char *const cap_names[] = {"butt", "round", "square"};
static const char *const join_names[] = {"miter", "round", "bevel"};
static const char *const weight_names[] = {
    "regular", "medium", "semibold", "bold", "thin", "extralight", "light", "extrabold", "black",
};
static const char *const alignment_names[] = {"left", "center", "right"};

static int hex_digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}

/// Decodes an `=`-prefixed, percent-encoded string token into a fresh NUL-terminated buffer.
static int string(parser *p, char **out, size_t *length) {
    char *token = word(p);
    if (token == NULL || token[0] != '=') return fail(p, "missing string");
    size_t size = strlen(token);
    char *result = malloc(size + 1);
    if (result == NULL) return fail(p, "out of memory");
    size_t used = 0;
    for (size_t index = 1; index < size; index++) {
        if (token[index] == '%') {
            int high = index + 2 < size ? hex_digit(token[index + 1]) : -1;
            int low = high >= 0 ? hex_digit(token[index + 2]) : -1;
            if (low < 0) {
                free(result);
                return fail(p, "bad percent escape");
            }
            result[used++] = (char)(high * 16 + low);
            index += 2;
        } else {
            result[used++] = token[index];
        }
    }
    result[used] = '\0';
    *out = result;
    if (length != NULL) *length = used;
    return 0;
}

/// UTF-8 to Latin-1 in place (the PNG text chunks are Latin-1, as PNGTextEntry converts them).
static void utf8_to_latin1(char *text) {
    unsigned char *read = (unsigned char *)text, *write = (unsigned char *)text;
    while (*read != 0) {
        if ((read[0] & 0xE0) == 0xC0 && (read[1] & 0xC0) == 0x80) {
            *write++ = (unsigned char)(((read[0] & 0x1F) << 6) | (read[1] & 0x3F));
            read += 2;
        } else {
            *write++ = *read++;
        }
    }
    *write = 0;
}

static int path_elements(parser *p, dl_path *path, long count) {
    if (count < 0) return fail(p, "negative element count");
    path->count = (size_t)count;
    path->elements = count > 0 ? calloc((size_t)count, sizeof(path_element)) : NULL;
    if (count > 0 && path->elements == NULL) return fail(p, "out of memory");
    for (long index = 0; index < count; index++) {
        char *keyword = next_line(p);
        if (keyword == NULL) return fail(p, "missing path element");
        path_element *element = &path->elements[index];
        int values = 0;
        switch (keyword[0]) {
        case 'M': element->kind = ELEMENT_MOVE; values = 2; break;
        case 'L': element->kind = ELEMENT_LINE; values = 2; break;
        case 'C': element->kind = ELEMENT_CURVE; values = 6; break;
        case 'A': element->kind = ELEMENT_ARC; values = 5; break;
        case 'N': element->kind = ELEMENT_ARC_NEGATIVE; values = 5; break;
        case 'E': element->kind = ELEMENT_ELLIPSE; values = 4; break;
        case 'Z': element->kind = ELEMENT_CLOSE; values = 0; break;
        default: return fail(p, "unknown path element");
        }
        if (numbers(p, element->values, values) != 0) return 1;
    }
    return 0;
}

static int parse_png(parser *p, display_list *list) {
    long level = 0, filters = 0, count = 0;
    if (integer(p, &level) != 0 || integer(p, &filters) != 0) return 1;
    char *scale = word(p);
    if (scale == NULL) return fail(p, "missing point scale");
    list->pixels_per_meter = 0;
    if (strcmp(scale, "-") != 0) {
        double density = round(72 * strtod(scale, NULL) / 0.0254);
        if (isfinite(density) && density >= 0 && density < (double)UINT32_MAX) list->pixels_per_meter = (unsigned int)density;
    }
    if (integer(p, &count) != 0) return 1;
    list->has_png = 1;
    list->png_level = (int)level;
    list->png_filters = (int)filters;
    list->png_text_count = (int)count;
    list->png_text = calloc((size_t)(count > 0 ? count : 1), sizeof(dl_text_entry));
    if (list->png_text == NULL) return fail(p, "out of memory");
    for (long index = 0; index < count; index++) {
        char *keyword = next_line(p);
        if (keyword == NULL || strcmp(keyword, "ptext") != 0) return fail(p, "expected ptext");
        dl_text_entry *entry = &list->png_text[index];
        if (string(p, &entry->keyword, NULL) != 0 || string(p, &entry->text, NULL) != 0) return 1;
        utf8_to_latin1(entry->keyword);
        utf8_to_latin1(entry->text);
    }
    return 0;
}

static int parse_image(parser *p, dl_op *op) {
    long width = 0, height = 0;
    if (integer(p, &width) != 0 || integer(p, &height) != 0 || numbers(p, op->values, 4) != 0) return 1;
    char *hex = word(p);
    size_t bytes = (size_t)(width > 0 ? width : 0) * (size_t)(height > 0 ? height : 0) * 4;
    if (hex == NULL || strlen(hex) != bytes * 2) return fail(p, "image data does not match its size");
    op->image = malloc(bytes > 0 ? bytes : 1);
    if (op->image == NULL) return fail(p, "out of memory");
    for (size_t index = 0; index < bytes; index++) {
        int high = hex_digit(hex[2 * index]), low = hex_digit(hex[2 * index + 1]);
        if (high < 0 || low < 0) return fail(p, "bad hex digit");
        op->image[index] = (unsigned char)(high * 16 + low);
    }
    op->image_width = (int)width;
    op->image_height = (int)height;
    return 0;
}

static int parse_op(parser *p, const char *keyword, dl_op *op, display_list *list, int *is_op) {
    long count = 0;
    *is_op = 1;
    op->font_index = -1;
    if (strcmp(keyword, "save") == 0) { op->kind = OP_SAVE; return 0; }
    if (strcmp(keyword, "restore") == 0) { op->kind = OP_RESTORE; return 0; }
    if (strcmp(keyword, "paint") == 0) { op->kind = OP_PAINT; return 0; }
    if (strcmp(keyword, "pop-group") == 0) { op->kind = OP_POP_GROUP; return 0; }
    if (strcmp(keyword, "translate") == 0) { op->kind = OP_TRANSLATE; return numbers(p, op->values, 2); }
    if (strcmp(keyword, "scale") == 0) { op->kind = OP_SCALE; return numbers(p, op->values, 2); }
    if (strcmp(keyword, "transform") == 0) { op->kind = OP_TRANSFORM; return numbers(p, op->values, 6); }
    if (strcmp(keyword, "color") == 0) { op->kind = OP_COLOR; return numbers(p, op->values, 4); }
    if (strcmp(keyword, "push-group") == 0) { op->kind = OP_PUSH_GROUP; return numbers(p, op->values, 1); }
    if (strcmp(keyword, "operator") == 0) { op->kind = OP_OPERATOR; return lookup(p, blend_names, 3, &op->mode); }
    if (strcmp(keyword, "fill") == 0 || strcmp(keyword, "clip") == 0) {
        op->kind = keyword[0] == 'f' ? OP_FILL : OP_CLIP;
        if (lookup(p, rule_names, 2, &op->mode) != 0 || integer(p, &count) != 0) return 1;
        return path_elements(p, &op->path, count);
    }
    if (strcmp(keyword, "stroke") == 0) {
        long dashes = 0;
        op->kind = OP_STROKE;
        if (integer(p, &count) != 0 || number(p, &op->values[0]) != 0) return 1;
        if (lookup(p, cap_names, 3, &op->cap) != 0 || lookup(p, join_names, 3, &op->join) != 0) return 1;
        if (number(p, &op->values[1]) != 0 || integer(p, &dashes) != 0 || dashes < 0) return 1;
        op->dash_count = (int)dashes;
        op->dashes = calloc((size_t)(dashes > 0 ? dashes : 1), sizeof(double));
        if (op->dashes == NULL || numbers(p, op->dashes, (int)dashes) != 0) return 1;
        return path_elements(p, &op->path, count);
    }
    if (strcmp(keyword, "shadow") == 0) {
        op->kind = OP_SHADOW;
        if (lookup(p, rule_names, 2, &op->mode) != 0 || integer(p, &count) != 0) return 1;
        if (numbers(p, op->values, 9) != 0) return 1;
        return path_elements(p, &op->path, count);
    }
    if (strcmp(keyword, "text") == 0) {
        int alignment = 0;
        op->kind = OP_TEXT;
        if (lookup(p, weight_names, 9, &op->mode) != 0 || numbers(p, op->values, 7) != 0) return 1;
        if (lookup(p, alignment_names, 3, &alignment) != 0) return 1;
        op->values[7] = alignment * 0.5;
        if (string(p, &op->family, NULL) != 0) return 1;
        return string(p, &op->text, NULL);
    }
    if (strcmp(keyword, "glyphs") == 0) {
        op->kind = OP_GLYPHS;
        if (lookup(p, weight_names, 9, &op->mode) != 0 || integer(p, &op->offset_count) != 0) return 1;
        if (op->offset_count < 0 || numbers(p, op->values, 7) != 0) return 1;
        op->offsets = calloc((size_t)(op->offset_count > 0 ? op->offset_count : 1), sizeof(double));
        if (op->offsets == NULL) return fail(p, "out of memory");
        if (numbers(p, op->offsets, (int)op->offset_count) != 0) return 1;
        if (string(p, &op->family, NULL) != 0) return 1;
        return string(p, &op->text, NULL);
    }
    if (strcmp(keyword, "image") == 0) {
        op->kind = OP_IMAGE;
        return parse_image(p, op);
    }
    if (strcmp(keyword, "png") == 0) {
        *is_op = 0;
        return parse_png(p, list);
    }
    return fail(p, "unknown operation");
}

static char *read_file(const char *path, size_t *size) {
    FILE *file = fopen(path, "rb");
    if (file == NULL) return NULL;
    size_t capacity = 1 << 16, used = 0;
    char *data = malloc(capacity + 1);
    while (data != NULL) {
        size_t got = fread(data + used, 1, capacity - used, file);
        used += got;
        if (used < capacity) break;
        capacity *= 2;
        char *grown = realloc(data, capacity + 1);
        if (grown == NULL) free(data);
        data = grown;
    }
    fclose(file);
    if (data != NULL) data[used] = '\0';
    *size = used;
    return data;
}

static int parse(parser *p, display_list *list) {
    char *header = next_line(p);
    if (header == NULL || strcmp(header, "pkdisplaylist") != 0) return fail(p, "not a display list");
    char *keyword = next_line(p);
    long width = 0, height = 0;
    if (keyword == NULL || strcmp(keyword, "canvas") != 0 || integer(p, &width) != 0 || integer(p, &height) != 0) {
        return fail(p, "expected 'canvas WIDTH HEIGHT'");
    }
    list->width = (int)width;
    list->height = (int)height;
    size_t capacity = 64;
    list->ops = calloc(capacity, sizeof(dl_op));
    if (list->ops == NULL) return fail(p, "out of memory");
    while ((keyword = next_line(p)) != NULL && strcmp(keyword, "end") != 0) {
        if (list->op_count == capacity) {
            dl_op *grown = realloc(list->ops, 2 * capacity * sizeof(dl_op));
            if (grown == NULL) return fail(p, "out of memory");
            memset(grown + capacity, 0, capacity * sizeof(dl_op));
            list->ops = grown;
            capacity *= 2;
        }
        int is_op = 0;
        if (parse_op(p, keyword, &list->ops[list->op_count], list, &is_op) != 0) return 1;
        if (is_op) list->op_count++;
    }
    if (keyword == NULL) return fail(p, "missing 'end'");
    return 0;
}

int display_list_load(const char *path, display_list *list) {
    memset(list, 0, sizeof *list);
    list->png_filters = -1;
    size_t size = 0;
    char *data = read_file(path, &size);
    if (data == NULL) {
        fprintf(stderr, "%s: cannot read\n", path);
        return 1;
    }
    size_t count = 1;
    for (size_t index = 0; index < size; index++) count += data[index] == '\n';
    parser p = {calloc(count, sizeof(char *)), 0, 0, NULL, path};
    if (p.lines == NULL) {
        free(data);
        return 1;
    }
    char *start = data;
    for (size_t index = 0; index <= size; index++) {
        if (data[index] == '\n' || data[index] == '\0') {
            data[index] = '\0';
            p.lines[p.count++] = start;
            start = data + index + 1;
            if (index == size) break;
        }
    }
    int status = parse(&p, list);
    free(p.lines);
    free(data);
    return status;
}

void display_list_free(display_list *list) {
    for (size_t index = 0; index < list->op_count; index++) {
        dl_op *op = &list->ops[index];
        free(op->path.elements);
        free(op->dashes);
        free(op->family);
        free(op->text);
        free(op->offsets);
        free(op->image);
    }
    free(list->ops);
    for (int index = 0; index < list->png_text_count; index++) {
        free(list->png_text[index].keyword);
        free(list->png_text[index].text);
    }
    free(list->png_text);
    memset(list, 0, sizeof *list);
}

static int compare_names(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

int display_list_files(const char *directory, char ***names) {
    DIR *folder = opendir(directory);
    if (folder == NULL) return -1;
    int count = 0, capacity = 64;
    *names = malloc(sizeof(char *) * (size_t)capacity);
    struct dirent *entry;
    while (*names != NULL && (entry = readdir(folder)) != NULL) {
        size_t length = strlen(entry->d_name);
        if (length < 13 || strcmp(entry->d_name + length - 12, ".displaylist") != 0) continue;
        if (count == capacity) {
            capacity *= 2;
            char **grown = realloc(*names, sizeof(char *) * (size_t)capacity);
            if (grown == NULL) break;
            *names = grown;
        }
        size_t size = strlen(directory) + length + 2;
        (*names)[count] = malloc(size);
        if ((*names)[count] == NULL) break;
        snprintf((*names)[count++], size, "%s/%s", directory, entry->d_name);
    }
    closedir(folder);
    if (*names == NULL) return -1;
    qsort(*names, (size_t)count, sizeof(char *), compare_names);
    return count;
}
