/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tcompare_Nothing_TitleInputs */

const en_tcompare_nothing_title = /** @type {(inputs: Tcompare_Nothing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing to compare yet`)
};

const de_tcompare_nothing_title = /** @type {(inputs: Tcompare_Nothing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch nichts zu vergleichen`)
};

const fr_tcompare_nothing_title = /** @type {(inputs: Tcompare_Nothing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien à comparer pour l’instant`)
};

const nl_tcompare_nothing_title = /** @type {(inputs: Tcompare_Nothing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nog niets te vergelijken`)
};

const es_tcompare_nothing_title = /** @type {(inputs: Tcompare_Nothing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay nada que comparar`)
};

const en_xa2_tcompare_nothing_title = /** @type {(inputs: Tcompare_Nothing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñöţĥíñĝ ţö çöɱþáŕé ýéţ one t]`)
};

/**
* | output |
* | --- |
* | "Nothing to compare yet" |
*
* @param {Tcompare_Nothing_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_nothing_title = /** @type {((inputs?: Tcompare_Nothing_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tcompare_Nothing_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tcompare_nothing_title(inputs)
	if (locale === "fr") return fr_tcompare_nothing_title(inputs)
	if (locale === "nl") return nl_tcompare_nothing_title(inputs)
	if (locale === "es") return es_tcompare_nothing_title(inputs)
	if (locale === "en-XA") return en_xa2_tcompare_nothing_title(inputs)
	return en_tcompare_nothing_title(inputs)
});