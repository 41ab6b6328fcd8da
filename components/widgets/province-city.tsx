'use client';

import { reads } from '@/lib/answer/reads';
import { areaTree, provinceCity } from '@/lib/calls/lookups';
import { useEffect, useState } from 'react';
import { api } from '@/lib/client/fetcher';

export interface City {
  cityCode: string;
  cityName: string;
}

export interface Province {
  provinceCode: string;
  provinceName: string;
  citys: City[];
}

export interface ProvinceCityValue {
  provinceCode: string;
  cityCode: string;
}

export interface ProvinceCityChange extends ProvinceCityValue {
  provinceName: string;
  cityName: string;
}

export type ProvinceSource = 'province-city' | 'area';

const PATHS: Record<ProvinceSource, string> = {
  'province-city': provinceCity.path,
  area: areaTree.path,
};

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const rec = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});

const PROVINCES = reads<{ provinceCode?: unknown; provinceName?: unknown; citys?: unknown }>('POST /admin/standard/province-city', {
  provinceCode: true,
  provinceName: true,
  citys: true,
});
const AREAS = reads<{ areaCode?: unknown; areaName?: unknown; subAreaList?: unknown }>('POST /admin/standard/area', {
  areaCode: true,
  areaName: true,
  subAreaList: true,
});

/**
 * The province-city answer with codes as strings. Spec 01 §3 gives a province as provinceName and
 * citys (cityName) only (01-N11): an entry without a code is kept, keyed by its name; one with
 * neither is dropped.
 */
export function toProvinces(data: unknown): Province[] {
  if (!Array.isArray(data)) return [];
  return PROVINCES.rows(data)
    .map(rec)
    .filter((p) => text(p.provinceCode) || text(p.provinceName))
    .map((p) => ({
      provinceCode: text(p.provinceCode) || text(p.provinceName),
      provinceName: text(p.provinceName) || text(p.provinceCode),
      citys: (Array.isArray(p.citys) ? p.citys : [])
        .map(rec)
        .filter((c) => text(c.cityCode) || text(c.cityName))
        .map((c) => ({ cityCode: text(c.cityCode) || text(c.cityName), cityName: text(c.cityName) || text(c.cityCode) })),
    }));
}

/** The area tree read as provinces (top level) and cities (their subAreaList). */
export function areaTreeToProvinces(data: unknown): Province[] {
  if (!Array.isArray(data)) return [];
  return toProvinces(
    AREAS.rows(data)
      .map(rec)
      .map((n) => ({
        provinceCode: n.areaCode,
        provinceName: n.areaName,
        citys: (Array.isArray(n.subAreaList) ? n.subAreaList : []).map(rec).map((c) => ({ cityCode: c.areaCode, cityName: c.areaName })),
      })),
  );
}

export function citiesOf(provinces: readonly Province[], provinceCode: string): City[] {
  return provinces.find((p) => p.provinceCode === provinceCode)?.citys ?? [];
}

/** Choosing a province always clears the city (spec 01 §2 item 5). */
export function chooseProvince(provinces: readonly Province[], provinceCode: string): ProvinceCityChange {
  const p = provinces.find((x) => x.provinceCode === provinceCode);
  return { provinceCode: p ? provinceCode : '', provinceName: p?.provinceName ?? '', cityCode: '', cityName: '' };
}

export function chooseCity(provinces: readonly Province[], provinceCode: string, cityCode: string): ProvinceCityChange {
  const p = provinces.find((x) => x.provinceCode === provinceCode);
  const c = p?.citys.find((x) => x.cityCode === cityCode);
  return {
    provinceCode: p ? provinceCode : '',
    provinceName: p?.provinceName ?? '',
    cityCode: c ? cityCode : '',
    cityName: c?.cityName ?? '',
  };
}

// Loaded once per page life (spec 01 §2 item 5); a failure is forgotten so a later mount retries.
const cache = new Map<ProvinceSource, Promise<Province[]>>();

export function loadProvinces(source: ProvinceSource = 'province-city'): Promise<Province[]> {
  let pending = cache.get(source);
  if (!pending) {
    pending = api<unknown>(PATHS[source], { silent: true })
      .then((data) => (source === 'area' ? areaTreeToProvinces(data) : toProvinces(data)))
      .catch(() => {
        cache.delete(source);
        return [];
      });
    cache.set(source, pending);
  }
  return pending;
}

export interface ProvinceCityProps {
  value: ProvinceCityValue;
  onChange: (next: ProvinceCityChange) => void;
  /** Which look-up supplies the list; 'area' yields area codes (the branch search wants those). */
  source?: ProvinceSource;
  disabled?: boolean;
  invalid?: boolean;
  /** Prefix for the two selects' ids (labels point at `${id}-province`). */
  id?: string;
}

const SELECT = 'h-8 min-w-0 flex-1 rounded border bg-white px-2 text-sm text-gray-800 outline-none focus:border-brand disabled:bg-gray-100';

/** Province and city cascade; failures of the look-up are silent (spec 01 §8). */
export function ProvinceCity({ value, onChange, source = 'province-city', disabled, invalid, id = 'province-city' }: ProvinceCityProps) {
  const [provinces, setProvinces] = useState<Province[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let live = true;
    loadProvinces(source).then((list) => {
      if (!live) return;
      setProvinces(list);
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, [source]);

  const cities = citiesOf(provinces, value.provinceCode);
  const border = invalid ? 'border-danger' : 'border-gray-300 hover:border-gray-400';
  return (
    <div className="flex w-full gap-2">
      <select
        id={`${id}-province`}
        aria-label="省份"
        className={`${SELECT} ${border}`}
        disabled={disabled || loading}
        value={value.provinceCode}
        onChange={(e) => onChange(chooseProvince(provinces, e.target.value))}
      >
        <option value="">{loading ? '加载中…' : '请选择省份'}</option>
        {provinces.map((p) => (
          <option key={p.provinceCode} value={p.provinceCode}>
            {p.provinceName}
          </option>
        ))}
      </select>
      <select
        id={`${id}-city`}
        aria-label="城市"
        className={`${SELECT} ${border}`}
        disabled={disabled || !value.provinceCode}
        value={value.cityCode}
        onChange={(e) => onChange(chooseCity(provinces, value.provinceCode, e.target.value))}
      >
        <option value="">请选择城市</option>
        {cities.map((c) => (
          <option key={c.cityCode} value={c.cityCode}>
            {c.cityName}
          </option>
        ))}
      </select>
    </div>
  );
}
