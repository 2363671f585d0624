#!/usr/bin/env bash
# Renders the landing page's explainer videos and posters (one per language) with Debian's ffmpeg
# and the DejaVu fonts (fonts-dejavu-core): animated shapes plus on-screen text, no external media.
#   bash apps/web/scripts/make-explainer-media.sh
# Output: apps/web/src/features/landing/media/explainer-{es,en}.{mp4,jpg} (imported by the landing
# page, so Vite fingerprints them and the server caches them for a year).
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
out="$here/../src/features/landing/media"
fonts=/usr/share/fonts/truetype/dejavu
bold="$fonts/DejaVuSans-Bold.ttf"
regular="$fonts/DejaVuSans.ttf"
for f in "$bold" "$regular"; do
  [[ -f "$f" ]] || { echo "missing $f: apt-get install -y fonts-dejavu-core" >&2; exit 1; }
done
command -v ffmpeg >/dev/null || { echo "ffmpeg is missing: apt-get install -y ffmpeg" >&2; exit 1; }
mkdir -p "$out"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

W=960 H=540 FPS=24 DUR=7

# fade(a, b): 0 before a, rises over 0.35 s, holds, falls over 0.3 s before b.
fade() { echo "if(lt(t\\,$1)\\,0\\,if(lt(t\\,$1+0.35)\\,(t-$1)/0.35\\,if(lt(t\\,$2-0.3)\\,1\\,if(lt(t\\,$2)\\,($2-t)/0.3\\,0))))"; }
# rise(y, a): slides up 28 px into y while fading in from time a.
rise() { echo "$1+28*pow(max(0\\,1-(t-$2)/0.45)\\,2)"; }
# A rounded rectangle (w, h, radius, r, g, b) as an RGBA source lasting the whole video.
rounded() {
  local w=$1 h=$2 rad=$3 r=$4 g=$5 b=$6
  echo "color=c=black:s=${w}x${h}:r=$FPS:d=$DUR,format=rgba,geq=r=$r:g=$g:b=$b:a='255*lte(hypot(max(0\\,abs(X-W/2)-(W/2-$rad))\\,max(0\\,abs(Y-H/2)-(H/2-$rad)))\\,$rad)'"
}

render() {
  local lang=$1
  local d="$work/$lang"
  mkdir -p "$d"
  if [[ $lang == es ]]; then
    printf 'PASO 1' >"$d/k1"; printf 'Muestra tu\ntalento' >"$d/t1"
    printf 'Fotos, videos y archivos\nen un perfil que brilla.' >"$d/s1"
    printf 'PASO 2' >"$d/k2"; printf 'Las agencias\nte descubren' >"$d/t2"
    printf 'Búsqueda por categoría y\npaís, mensajes directos.' >"$d/s2"
    printf 'Cantante · Guadalajara' >"$d/q"
    printf 'Tu talento, a la vista.' >"$d/t3"; printf 'Crea tu cuenta gratis' >"$d/s3"
  else
    printf 'STEP 1' >"$d/k1"; printf 'Show your\ntalent' >"$d/t1"
    printf 'Photos, videos and files\nin a profile that shines.' >"$d/s1"
    printf 'STEP 2' >"$d/k2"; printf 'Agencies\ndiscover you' >"$d/t2"
    printf 'Search by category and\ncountry, direct messages.' >"$d/s2"
    printf 'Singer · Guadalajara' >"$d/q"
    printf 'Your talent, in the spotlight.' >"$d/t3"; printf 'Create your free account' >"$d/s3"
  fi
  printf 'Vitrina' >"$d/brand"; printf 'V' >"$d/v"
  printf '▶' >"$d/i1"; printf '♪' >"$d/i2"; printf '★' >"$d/i3"
  printf 'AM' >"$d/a1"; printf 'LR' >"$d/a2"; printf 'JS' >"$d/a3"

  local txt="fontfile=$bold:fontcolor=white"
  local sub="fontfile=$regular:fontcolor=0xE9E4F5"
  cat >"$d/graph" <<GRAPH
color=c=black:s=480x270:r=$FPS:d=$DUR,format=rgb24,
geq=r='min(255\,29+226*pow(max(0\,1-hypot(X-(370+60*sin(T*0.9))\,Y-(40+30*cos(T*0.7)))/230)\,2)*0.8+79*pow(max(0\,1-hypot(X-(70+40*cos(T*0.6))\,Y-250)/210)\,2)*0.9)':
g='min(255\,27+80*pow(max(0\,1-hypot(X-(370+60*sin(T*0.9))\,Y-(40+30*cos(T*0.7)))/230)\,2)*0.8+50*pow(max(0\,1-hypot(X-(70+40*cos(T*0.6))\,Y-250)/210)\,2)*0.9)':
b='min(255\,43+44*pow(max(0\,1-hypot(X-(370+60*sin(T*0.9))\,Y-(40+30*cos(T*0.7)))/230)\,2)*0.8+203*pow(max(0\,1-hypot(X-(70+40*cos(T*0.6))\,Y-250)/210)\,2)*0.9)',
scale=$W:$H:flags=bicubic[bg];
$(rounded 150 196 22 255 107 87),drawtext=fontfile=$bold:textfile=$d/i1:fontsize=54:fontcolor=white:x=(w-text_w)/2:y=(h-text_h)/2,fade=t=out:st=2.15:d=0.3:alpha=1[c1];
$(rounded 150 196 22 255 181 69),drawtext=fontfile=$bold:textfile=$d/i2:fontsize=64:fontcolor=0x1D1B2B:x=(w-text_w)/2:y=(h-text_h)/2,fade=t=out:st=2.15:d=0.3:alpha=1[c2];
$(rounded 150 196 22 108 77 246),drawtext=fontfile=$bold:textfile=$d/i3:fontsize=58:fontcolor=white:x=(w-text_w)/2:y=(h-text_h)/2,fade=t=out:st=2.15:d=0.3:alpha=1[c3];
$(rounded 380 62 31 255 255 255),drawtext=fontfile=$regular:textfile=$d/q:fontsize=22:fontcolor=0x1D1B2B:x=28:y=(h-text_h)/2,fade=t=in:st=2.6:d=0.35:alpha=1,fade=t=out:st=4.45:d=0.3:alpha=1[q];
$(rounded 92 92 46 255 181 69),drawtext=fontfile=$bold:textfile=$d/a1:fontsize=28:fontcolor=0x1D1B2B:x=(w-text_w)/2:y=(h-text_h)/2,fade=t=in:st=3.0:d=0.3:alpha=1,fade=t=out:st=4.45:d=0.3:alpha=1[p1];
$(rounded 92 92 46 255 107 87),drawtext=fontfile=$bold:textfile=$d/a2:fontsize=28:fontcolor=white:x=(w-text_w)/2:y=(h-text_h)/2,fade=t=in:st=3.15:d=0.3:alpha=1,fade=t=out:st=4.45:d=0.3:alpha=1[p2];
$(rounded 92 92 46 108 77 246),drawtext=fontfile=$bold:textfile=$d/a3:fontsize=28:fontcolor=white:x=(w-text_w)/2:y=(h-text_h)/2,fade=t=in:st=3.3:d=0.3:alpha=1,fade=t=out:st=4.45:d=0.3:alpha=1[p3];
$(rounded 112 112 28 255 255 255),drawtext=fontfile=$bold:textfile=$d/v:fontsize=76:fontcolor=0xFF6B57:x=(w-text_w)/2:y=(h-text_h)/2+4,fade=t=in:st=4.85:d=0.4:alpha=1[logo];
[bg][c1]overlay=x=520:y='$(rise 190 0.2)+240*pow(max(0\,1-(t-0.2)/0.5)\,3)':enable='between(t,0.2,2.45)'[v1];
[v1][c2]overlay=x=640:y='$(rise 150 0.35)+240*pow(max(0\,1-(t-0.35)/0.5)\,3)':enable='between(t,0.35,2.45)'[v2];
[v2][c3]overlay=x=760:y='$(rise 190 0.5)+240*pow(max(0\,1-(t-0.5)/0.5)\,3)':enable='between(t,0.5,2.45)'[v3];
[v3][q]overlay=x=520:y='$(rise 150 2.6)':enable='between(t,2.6,4.75)'[v4];
[v4][p1]overlay=x=530:y='$(rise 260 3.0)':enable='between(t,3.0,4.75)'[v5];
[v5][p2]overlay=x=654:y='$(rise 260 3.15)':enable='between(t,3.15,4.75)'[v6];
[v6][p3]overlay=x=778:y='$(rise 260 3.3)':enable='between(t,3.3,4.75)'[v7];
[v7][logo]overlay=x=(W-w)/2:y='$(rise 96 4.85)':enable='gte(t,4.85)',
drawtext=$txt:fontcolor=0xFFB545:textfile=$d/k1:fontsize=18:x=64:y='$(rise 150 0.15)':alpha='$(fade 0.15 2.45)',
drawtext=$txt:textfile=$d/t1:fontsize=56:line_spacing=6:x=64:y='$(rise 184 0.2)':alpha='$(fade 0.2 2.45)',
drawtext=$sub:textfile=$d/s1:fontsize=24:line_spacing=8:x=64:y='$(rise 332 0.35)':alpha='$(fade 0.35 2.45)',
drawtext=$txt:fontcolor=0xFFB545:textfile=$d/k2:fontsize=18:x=64:y='$(rise 150 2.55)':alpha='$(fade 2.55 4.75)',
drawtext=$txt:textfile=$d/t2:fontsize=56:line_spacing=6:x=64:y='$(rise 184 2.6)':alpha='$(fade 2.6 4.75)',
drawtext=$sub:textfile=$d/s2:fontsize=24:line_spacing=8:x=64:y='$(rise 332 2.75)':alpha='$(fade 2.75 4.75)',
drawtext=$txt:textfile=$d/brand:fontsize=60:x=(w-text_w)/2:y='$(rise 236 5.0)':alpha='$(fade 5.0 99)',
drawtext=$sub:fontcolor=white:textfile=$d/t3:fontsize=30:x=(w-text_w)/2:y='$(rise 322 5.2)':alpha='$(fade 5.2 99)',
drawtext=$txt:fontcolor=0xFFB545:textfile=$d/s3:fontsize=20:x=(w-text_w)/2:y='$(rise 384 5.4)':alpha='$(fade 5.4 99)',
format=yuv420p[out]
GRAPH
  ffmpeg -hide_banner -loglevel error -y -filter_complex_script "$d/graph" -map '[out]' -t $DUR -r $FPS \
    -c:v libx264 -preset slow -crf 27 -tune animation -pix_fmt yuv420p -profile:v high -movflags +faststart -an \
    "$out/explainer-$lang.mp4"
  # The poster is the closing frame: brand, tagline and call to action in this language.
  ffmpeg -hide_banner -loglevel error -y -ss 6.5 -i "$out/explainer-$lang.mp4" -frames:v 1 -q:v 5 \
    "$out/explainer-$lang.jpg"
}

render es
render en
ls -l "$out"
