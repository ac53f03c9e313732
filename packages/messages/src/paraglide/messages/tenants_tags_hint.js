/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenants_Tags_HintInputs */

const en_tenants_tags_hint = /** @type {(inputs: Tenants_Tags_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comma-separated, e.g. eu, critical-supplier`)
};

const de_tenants_tags_hint = /** @type {(inputs: Tenants_Tags_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Durch Kommas getrennt, z. B. eu, kritischer-lieferant`)
};

const fr_tenants_tags_hint = /** @type {(inputs: Tenants_Tags_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Séparées par des virgules, p. ex. ue, fournisseur-critique`)
};

const nl_tenants_tags_hint = /** @type {(inputs: Tenants_Tags_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gescheiden door komma’s, bijv. eu, kritieke-leverancier`)
};

const es_tenants_tags_hint = /** @type {(inputs: Tenants_Tags_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Separadas por comas, p. ej. ue, proveedor-critico`)
};

const en_xa2_tenants_tags_hint = /** @type {(inputs: Tenants_Tags_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöɱɱá-šéþáŕáţéð, é.ĝ. éü, çŕíţíçáļ-šüþþļíéŕ one two thre]`)
};

/**
* | output |
* | --- |
* | "Comma-separated, e.g. eu, critical-supplier" |
*
* @param {Tenants_Tags_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_tags_hint = /** @type {((inputs?: Tenants_Tags_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenants_Tags_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenants_tags_hint(inputs)
	if (locale === "fr") return fr_tenants_tags_hint(inputs)
	if (locale === "nl") return nl_tenants_tags_hint(inputs)
	if (locale === "es") return es_tenants_tags_hint(inputs)
	if (locale === "en-XA") return en_xa2_tenants_tags_hint(inputs)
	return en_tenants_tags_hint(inputs)
});