"""A folder of everyday notes written in Chinese (and one in English), as a Chinese-speaking
user keeps them, and English questions each answered by one of the Chinese notes."""

from __future__ import annotations

from pathlib import Path

CHINESE_NOTES = {
    "暖气.txt": "地下室的暖气坏了，整个冬天都很冷。房东说下个星期会派工人来修理锅炉和管道。",
    "猫.txt": "我的猫每天早上六点就叫醒我，因为它想吃早饭。它最喜欢在阳光下的窗台上睡觉。",
    "报税.txt": "明年的个人所得税申报需要准备工资收入证明、银行对账单和租房合同的复印件。",
    "京都.txt": "这个周末我们坐新干线去京都看红叶，住在清水寺附近的一家小旅馆里，吃了很多豆腐料理。",
    "蛋糕.txt": "巧克力蛋糕的做法：先把黄油和糖打发，加入鸡蛋和面粉，最后在一百八十度的烤箱里烤四十分钟。",
    "年会.txt": "公司年会定在十二月二十号晚上，地点是市中心的酒店，每个部门都要准备一个节目。",
    "家长会.txt": "孩子的学校下周三开家长会，老师要和我们讨论他的数学成绩和上课的表现。",
    "医生.txt": "医生建议我每天散步三十分钟，少吃盐和油炸食品，三个月以后再去医院检查血压。",
}
ENGLISH_NOTES = {
    "groceries.txt": "Buy milk, eggs, apples and a loaf of bread on the way home from work.",
}
#: English questions, each answered by one Chinese note.
ENGLISH_QUESTIONS = {
    "the heating in the basement is broken": "暖气.txt",
    "what does my cat do in the morning": "猫.txt",
    "documents needed for the income tax return": "报税.txt",
}


def write_chinese_notes(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in {**CHINESE_NOTES, **ENGLISH_NOTES}.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder
