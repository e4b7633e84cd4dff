# Resource object code (Python 3)
# Created by: object code
# Created by: The Resource Compiler for Qt version 6.11.3
# WARNING! All changes made in this file will be lost!

from PySide6 import QtCore

qt_resource_data = b"\
\x00\x00\x00\x93\
<\
svg xmlns=\x22http:\
//www.w3.org/200\
0/svg\x22 width=\x2264\
\x22 height=\x2264\x22 vi\
ewBox=\x220 0 64 64\
\x22><path d=\x22M32 2\
 L 56 32 L 32 62\
 L 8 32 Z\x22 fill=\
\x22#c62828\x22/></svg\
>\x0a\
\x00\x00\x01\x06\
<\
svg xmlns=\x22http:\
//www.w3.org/200\
0/svg\x22 width=\x2264\
\x22 height=\x2264\x22 vi\
ewBox=\x220 0 64 64\
\x22><path d=\x22M32 4\
 C 22 18, 6 26, \
10 40 C 13 50, 2\
5 51, 29 44 C 28\
 52, 25 56, 20 6\
0 L 44 60 C 39 5\
6, 36 52, 35 44 \
C 39 51, 51 50, \
54 40 C 58 26, 4\
2 18, 32 4 Z\x22 fi\
ll=\x22#212121\x22/></\
svg>\x0a\
\x00\x00\x05S\
<\
svg xmlns=\x22http:\
//www.w3.org/200\
0/svg\x22 width=\x2225\
6\x22 height=\x22256\x22 \
viewBox=\x220 0 256\
 256\x22>\x0a  <defs>\x0a\
    <linearGradi\
ent id=\x22felt\x22 x1\
=\x220\x22 y1=\x220\x22 x2=\x22\
0\x22 y2=\x221\x22>\x0a     \
 <stop offset=\x220\
\x22 stop-color=\x22#2\
e7d4f\x22/>\x0a      <\
stop offset=\x221\x22 \
stop-color=\x22#1b5\
e3a\x22/>\x0a    </lin\
earGradient>\x0a  <\
/defs>\x0a  <rect x\
=\x228\x22 y=\x228\x22 width\
=\x22240\x22 height=\x222\
40\x22 rx=\x2248\x22 fill\
=\x22url(#felt)\x22/>\x0a\
  <g transform=\x22\
rotate(-12 100 1\
32)\x22>\x0a    <rect \
x=\x2238\x22 y=\x2252\x22 wi\
dth=\x22112\x22 height\
=\x22160\x22 rx=\x2214\x22 f\
ill=\x22#fafafa\x22 st\
roke=\x22#d0d0d0\x22 s\
troke-width=\x223\x22/\
>\x0a    <path d=\x22M\
94 84 C 74 108, \
56 120, 62 140 C\
 67 156, 86 158,\
 92 146 C 90 160\
, 86 168, 80 176\
 L 108 176 C 102\
 168, 98 160, 96\
 146 C 102 158, \
121 156, 126 140\
 C 132 120, 114 \
108, 94 84 Z\x22 fi\
ll=\x22#212121\x22/>\x0a \
 </g>\x0a  <g trans\
form=\x22rotate(8 1\
70 140)\x22>\x0a    <r\
ect x=\x22118\x22 y=\x226\
2\x22 width=\x22104\x22 h\
eight=\x22150\x22 rx=\x22\
12\x22 fill=\x22#fffde\
7\x22 stroke=\x22#d7cc\
8a\x22 stroke-width\
=\x223\x22/>\x0a    <g st\
roke=\x22#6d4c41\x22 s\
troke-width=\x227\x22 \
stroke-linecap=\x22\
round\x22>\x0a      <l\
ine x1=\x22140\x22 y1=\
\x2292\x22 x2=\x22140\x22 y2\
=\x22130\x22/>\x0a      <\
line x1=\x22155\x22 y1\
=\x2292\x22 x2=\x22155\x22 y\
2=\x22130\x22/>\x0a      \
<line x1=\x22170\x22 y\
1=\x2292\x22 x2=\x22170\x22 \
y2=\x22130\x22/>\x0a     \
 <line x1=\x22185\x22 \
y1=\x2292\x22 x2=\x22185\x22\
 y2=\x22130\x22/>\x0a    \
  <line x1=\x22132\x22\
 y1=\x22124\x22 x2=\x2219\
6\x22 y2=\x2298\x22/>\x0a   \
 </g>\x0a    <g str\
oke=\x22#c62828\x22 st\
roke-width=\x227\x22 s\
troke-linecap=\x22r\
ound\x22>\x0a      <li\
ne x1=\x22140\x22 y1=\x22\
152\x22 x2=\x22140\x22 y2\
=\x22190\x22/>\x0a      <\
line x1=\x22155\x22 y1\
=\x22152\x22 x2=\x22155\x22 \
y2=\x22190\x22/>\x0a    <\
/g>\x0a  </g>\x0a</svg\
>\x0a\
\x00\x00\x01 \
<\
svg xmlns=\x22http:\
//www.w3.org/200\
0/svg\x22 width=\x2264\
\x22 height=\x2264\x22 vi\
ewBox=\x220 0 64 64\
\x22><g fill=\x22#2121\
21\x22><circle cx=\x22\
32\x22 cy=\x2217\x22 r=\x221\
2\x22/><circle cx=\x22\
17\x22 cy=\x2236\x22 r=\x221\
2\x22/><circle cx=\x22\
47\x22 cy=\x2236\x22 r=\x221\
2\x22/><path d=\x22M29\
 36 L 35 36 C 36\
 48, 40 56, 46 6\
0 L 18 60 C 24 5\
6, 28 48, 29 36 \
Z\x22/></g></svg>\x0a\
\x00\x00\x00\xf6\
<\
svg xmlns=\x22http:\
//www.w3.org/200\
0/svg\x22 width=\x2264\
\x22 height=\x2264\x22 vi\
ewBox=\x220 0 64 64\
\x22><path d=\x22M32 5\
8 C 20 46, 4 36,\
 4 20 C 4 10, 12\
 4, 20 4 C 26 4,\
 30 8, 32 13 C 3\
4 8, 38 4, 44 4 \
C 52 4, 60 10, 6\
0 20 C 60 36, 44\
 46, 32 58 Z\x22 fi\
ll=\x22#c62828\x22/></\
svg>\x0a\
"

qt_resource_name = b"\
\x00\x05\
\x00o\xa6S\
\x00i\
\x00c\x00o\x00n\x00s\
\x00\x0c\
\x09\xedR\x07\
\x00d\
\x00i\x00a\x00m\x00o\x00n\x00d\x00s\x00.\x00s\x00v\x00g\
\x00\x0a\
\x0a\xcd\x16'\
\x00s\
\x00p\x00a\x00d\x00e\x00s\x00.\x00s\x00v\x00g\
\x00\x0f\
\x0b\xdc\x8b\xc7\
\x00s\
\x00c\x00o\x00r\x00e\x00k\x00e\x00e\x00p\x00e\x00r\x00.\x00s\x00v\x00g\
\x00\x09\
\x0b\x96\x8e\xa7\
\x00c\
\x00l\x00u\x00b\x00s\x00.\x00s\x00v\x00g\
\x00\x0a\
\x09\xbb\x8d\xc7\
\x00h\
\x00e\x00a\x00r\x00t\x00s\x00.\x00s\x00v\x00g\
"

qt_resource_struct = b"\
\x00\x00\x00\x00\x00\x02\x00\x00\x00\x01\x00\x00\x00\x01\
\x00\x00\x00\x00\x00\x00\x00\x00\
\x00\x00\x00\x00\x00\x02\x00\x00\x00\x05\x00\x00\x00\x02\
\x00\x00\x00\x00\x00\x00\x00\x00\
\x00\x00\x00\x84\x00\x00\x00\x00\x00\x01\x00\x00\x08\x1c\
\x00\x00\x01\xa2\x01 \xd4\xf1\
\x00\x00\x00\x10\x00\x00\x00\x00\x00\x01\x00\x00\x00\x00\
\x00\x00\x01\xa2\x01 \xd4\xf5\
\x00\x00\x00.\x00\x00\x00\x00\x00\x01\x00\x00\x00\x97\
\x00\x00\x01\xa2\x01 \xd4\xf1\
\x00\x00\x00l\x00\x00\x00\x00\x00\x01\x00\x00\x06\xf8\
\x00\x00\x01\xa2\x01 \xd4\xf5\
\x00\x00\x00H\x00\x00\x00\x00\x00\x01\x00\x00\x01\xa1\
\x00\x00\x01\xa2\x01 \xd4\xee\
"

def qInitResources():
    QtCore.qRegisterResourceData(0x03, qt_resource_struct, qt_resource_name, qt_resource_data)

def qCleanupResources():
    QtCore.qUnregisterResourceData(0x03, qt_resource_struct, qt_resource_name, qt_resource_data)

qInitResources()
