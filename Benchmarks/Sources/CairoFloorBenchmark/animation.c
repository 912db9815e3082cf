#include "animation.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "apng_writer.h"
#include "display_list.h"
#include "png_writer.h"
#include "replay.h"

typedef struct {
    display_list *lists;
    apng_frame *frames;
    int count;
    const char *output;
    atomic_int next;
    atomic_int failed;
} animation_job;

static double now_ms(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return (double)time.tv_sec * 1000.0 + (double)time.tv_nsec / 1e6;
}

static double cpu_ms(void) {
    struct timespec time;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time);
    return (double)time.tv_sec * 1000.0 + (double)time.tv_nsec / 1e6;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static int write_file(const char *path, const byte_buffer *bytes) {
    char temporary[4096];
    if (snprintf(temporary, sizeof temporary, "%s.partial", path) >= (int)sizeof temporary) return 1;
    FILE *file = fopen(temporary, "wb");
    if (file == NULL) return 1;
    size_t written = fwrite(bytes->bytes, 1, bytes->length, file);
    int status = fclose(file) != 0 || written != bytes->length || rename(temporary, path) != 0;
    if (status != 0) remove(temporary);
    return status;
}

/// One frame: replay, encode, write `frame-NNNN.png`, keep its image data for the animated PNG.
static int render_frame(animation_job *job, int index, byte_buffer *png) {
    cairo_surface_t *surface = replay_display_list(&job->lists[index]);
    if (surface == NULL) return 1;
    int status = png_write_surface(surface, &job->lists[index], png);
    cairo_surface_destroy(surface);
    if (status != 0) return 1;
    if (job->output != NULL) {
        char path[4096];
        if (snprintf(path, sizeof path, "%s/frame-%04d.png", job->output, index) >= (int)sizeof path) return 1;
        if (write_file(path, png) != 0) return 1;
    }
    return apng_frame_from_png(png, &job->frames[index]);
}

static void *worker(void *argument) {
    animation_job *job = argument;
    byte_buffer png = {NULL, 0, 0};
    int index;
    while ((index = atomic_fetch_add(&job->next, 1)) < job->count) {
        if (render_frame(job, index, &png) != 0) atomic_store(&job->failed, 1);
    }
    free(png.bytes);
    return NULL;
}

/// One run: every frame with `workers` threads, then the animated PNG.
static int run_once(animation_job *job, int workers, double fps, double hold) {
    atomic_store(&job->next, 0);
    atomic_store(&job->failed, 0);
    pthread_t threads[64];
    int started = 0;
    for (; started < workers && started < 64; started++) {
        if (pthread_create(&threads[started], NULL, worker, job) != 0) break;
    }
    if (started == 0) worker(job);
    for (int index = 0; index < started; index++) pthread_join(threads[index], NULL);
    if (atomic_load(&job->failed)) return 1;
    if (job->output == NULL) return 0;
    char path[4096];
    if (snprintf(path, sizeof path, "%s/animation.png", job->output) >= (int)sizeof path) return 1;
    return apng_write(path, job->frames, job->count, fps, hold, 0);
}

static void parse_options(int argc, char **argv, double *fps, double *hold, const char **output) {
    for (int index = 5; index + 1 < argc; index += 2) {
        if (strcmp(argv[index], "--fps") == 0) *fps = strtod(argv[index + 1], NULL);
        else if (strcmp(argv[index], "--hold") == 0) *hold = strtod(argv[index + 1], NULL);
        else if (strcmp(argv[index], "--output") == 0) *output = argv[index + 1];
    }
}

int animation_main(int argc, char **argv) {
    if (argc < 5) {
        fprintf(stderr, "usage: %s --animation <dir> <workers> <rounds> [--fps F] [--hold S] [--output DIR]\n", argv[0]);
        return 2;
    }
    int workers = atoi(argv[3]), rounds = atoi(argv[4]);
    double fps = 60, hold = 1;
    const char *output = NULL;
    parse_options(argc, argv, &fps, &hold, &output);
    char **names = NULL;
    int count = display_list_files(argv[2], &names);
    if (count <= 0) {
        fprintf(stderr, "%s: no display lists\n", argv[2]);
        return 1;
    }
    animation_job job = {calloc((size_t)count, sizeof(display_list)), calloc((size_t)count, sizeof(apng_frame)), count,
                         output, 0, 0};
    int status = job.lists == NULL || job.frames == NULL;
    for (int index = 0; index < count && status == 0; index++) {
        status = display_list_load(names[index], &job.lists[index]) != 0 || !job.lists[index].has_png;
        if (status == 0) replay_resolve_fonts(&job.lists[index]);
    }
    double *times = calloc((size_t)(rounds > 0 ? rounds : 1), sizeof(double));
    double *busy = calloc((size_t)(rounds > 0 ? rounds : 1), sizeof(double));
    for (int round = 0; round < rounds && status == 0 && times != NULL && busy != NULL; round++) {
        double start = now_ms(), cpu = cpu_ms();
        status = run_once(&job, workers < 1 ? 1 : workers, fps, hold);
        times[round] = now_ms() - start;
        busy[round] = (cpu_ms() - cpu) / times[round];
    }
    if (status != 0 || times == NULL || busy == NULL) {
        fprintf(stderr, "%s: animation replay failed\n", argv[2]);
        status = 1;
    } else if (rounds <= 0) {
        printf("c animation: %d frames parsed only\n", count);
    } else {
        qsort(times, (size_t)rounds, sizeof(double), compare_doubles);
        qsort(busy, (size_t)rounds, sizeof(double), compare_doubles);
        printf("c animation: median %.3f ms per sequence, min %.3f ms, %d frames, %d workers, %d rounds, %.2f cores busy\n",
               times[rounds / 2], times[0], count, workers, rounds, busy[rounds / 2]);
    }
    for (int index = 0; index < count; index++) {
        if (job.lists != NULL) display_list_free(&job.lists[index]);
        if (job.frames != NULL) apng_frame_free(&job.frames[index]);
        free(names[index]);
    }
    free(names);
    free(job.lists);
    free(job.frames);
    free(times);
    free(busy);
    replay_release_fonts();
    return status;
}
