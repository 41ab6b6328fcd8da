import { describe, expect, it } from 'vitest';
import {
  BRANCH_PAGE_SIZE,
  branchBlocker,
  branchQueryBody,
  NEED_AREA,
  NEED_BANK,
  toBranchPage,
} from '@/components/widgets/bank-branch-picker';
import { areaTreeToProvinces, chooseCity, chooseProvince, citiesOf, toProvinces } from '@/components/widgets/province-city';
import { lineChartData, seriesColor, withAlpha } from '@/components/widgets/chart';

describe('bank branch picker (spec 01 §2 item 4, spec 03 §5)', () => {
  it('quotes the prerequisites', () => {
    expect(NEED_AREA).toBe('先选择省市');
    expect(NEED_BANK).toBe('先选择银行总行');
  });
  it('needs the city first, then the head bank', () => {
    expect(branchBlocker(undefined, undefined)).toBe('先选择省市');
    expect(branchBlocker('102', '')).toBe('先选择省市');
    expect(branchBlocker('', '3100')).toBe('先选择银行总行');
    expect(branchBlocker('102', '3100')).toBeNull();
  });
  it('searches by bank, area and branch name, 50 a page', () => {
    expect(BRANCH_PAGE_SIZE).toBe(50);
    expect(branchQueryBody('102', '3100', ' 徐汇 ', 2)).toEqual({
      pageNum: 2,
      pageSize: 50,
      bankCode: '102',
      areaCode: '3100',
      query: '徐汇',
    });
  });
  it('turns codes into strings', () => {
    const page = toBranchPage({
      data: [{ branchName: '工行徐汇支行', bankBranchCode: 102290000123, bankName: '工商银行', bankCode: 102 }, {}],
      total: 71,
    });
    expect(page).toEqual({
      rows: [{ branchName: '工行徐汇支行', bankBranchCode: '102290000123', bankName: '工商银行', bankCode: '102' }],
      total: 71,
    });
    expect(toBranchPage(undefined)).toEqual({ rows: [], total: 0 });
  });
});

describe('province and city cascade (spec 01 §2 item 5)', () => {
  const provinces = toProvinces([
    { provinceName: '上海市', provinceCode: 31, citys: [{ cityName: '上海市', cityCode: 3100 }] },
    {
      provinceName: '浙江省',
      provinceCode: '33',
      citys: [
        { cityName: '杭州市', cityCode: '3301' },
        { cityName: '宁波市', cityCode: '3302' },
      ],
    },
    { provinceName: '无代码' },
  ]);
  it('reads provinces with their cities, codes as strings', () => {
    expect(provinces.map((p) => p.provinceCode)).toEqual(['31', '33', '无代码']);
    expect(citiesOf(provinces, '33').map((c) => c.cityName)).toEqual(['杭州市', '宁波市']);
    expect(citiesOf(provinces, '99')).toEqual([]);
  });
  it('01-N11: the spec’s Province (provinceName, citys with cityName) has no codes: each is keyed by its name', () => {
    const named = toProvinces([{ provinceName: '云南省', citys: [{ cityName: '昆明市' }, { cityName: '' }] }, { citys: [] }]);
    expect(named).toEqual([{ provinceCode: '云南省', provinceName: '云南省', citys: [{ cityCode: '昆明市', cityName: '昆明市' }] }]);
    expect(chooseCity(named, '云南省', '昆明市')).toMatchObject({ provinceName: '云南省', cityName: '昆明市' });
  });
  it('clears the city when a province is chosen', () => {
    expect(chooseProvince(provinces, '33')).toEqual({ provinceCode: '33', provinceName: '浙江省', cityCode: '', cityName: '' });
    expect(chooseProvince(provinces, '')).toEqual({ provinceCode: '', provinceName: '', cityCode: '', cityName: '' });
  });
  it('emits the city with its name, and nothing for a city of another province', () => {
    expect(chooseCity(provinces, '33', '3302')).toEqual({
      provinceCode: '33',
      provinceName: '浙江省',
      cityCode: '3302',
      cityName: '宁波市',
    });
    expect(chooseCity(provinces, '33', '3100').cityCode).toBe('');
  });
  it('reads the area tree the same way', () => {
    const list = areaTreeToProvinces([{ areaCode: '310000', areaName: '上海', subAreaList: [{ areaCode: '310100', areaName: '上海市' }] }]);
    expect(list).toEqual([{ provinceCode: '310000', provinceName: '上海', citys: [{ cityCode: '310100', cityName: '上海市' }] }]);
  });
});

describe('line chart data (spec 01 §2 item 9)', () => {
  const base = {
    labels: ['1日', '2日'],
    series: [
      { label: '交易额', data: [1, 2] },
      { label: '笔数', data: [3, null] },
    ],
  };
  it('draws plain lines without fill', () => {
    const d = lineChartData(base);
    expect(d.labels).toEqual(['1日', '2日']);
    expect(d.datasets.map((s) => s.fill)).toEqual([false, false]);
    expect(d.datasets[1]!.borderColor).toBe(seriesColor(1));
  });
  it('fills areas, with a gradient function when colours are given', () => {
    expect(lineChartData({ ...base, area: true }).datasets[0]!.backgroundColor).toBe(withAlpha(seriesColor(0), 0.15));
    const g = lineChartData({ ...base, area: true, gradient: ['#ff0000', '#ffffff'] });
    expect(g.datasets[0]!.fill).toBe('origin');
    expect(g.datasets[0]!.borderColor).toBe('#ff0000');
    expect(typeof g.datasets[0]!.backgroundColor).toBe('function');
  });
  it('converts hex colours to rgba', () => {
    expect(withAlpha('#1f6feb', 0.5)).toBe('rgba(31, 111, 235, 0.5)');
    expect(withAlpha('red', 0.5)).toBe('red');
  });
});
