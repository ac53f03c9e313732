/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_No_Controls_YetInputs */

const en_explore_no_controls_yet = /** @type {(inputs: Explore_No_Controls_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Controls appear here once a baseline is published.`)
};

const de_explore_no_controls_yet = /** @type {(inputs: Explore_No_Controls_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontrollen erscheinen hier, sobald eine Baseline veröffentlicht ist.`)
};

const fr_explore_no_controls_yet = /** @type {(inputs: Explore_No_Controls_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les contrôles apparaissent ici dès qu’un référentiel est publié.`)
};

const nl_explore_no_controls_yet = /** @type {(inputs: Explore_No_Controls_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Controls verschijnen hier zodra een baseline is gepubliceerd.`)
};

const es_explore_no_controls_yet = /** @type {(inputs: Explore_No_Controls_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los controles aparecen aquí cuando se publica una línea base.`)
};

const en_xa2_explore_no_controls_yet = /** @type {(inputs: Explore_No_Controls_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöñţŕöļš áþþéáŕ ĥéŕé öñçé á ƀášéļíñé íš þüƀļíšĥéð. one two three f]`)
};

/**
* | output |
* | --- |
* | "Controls appear here once a baseline is published." |
*
* @param {Explore_No_Controls_YetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_no_controls_yet = /** @type {((inputs?: Explore_No_Controls_YetInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_No_Controls_YetInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_no_controls_yet(inputs)
	if (locale === "fr") return fr_explore_no_controls_yet(inputs)
	if (locale === "nl") return nl_explore_no_controls_yet(inputs)
	if (locale === "es") return es_explore_no_controls_yet(inputs)
	if (locale === "en-XA") return en_xa2_explore_no_controls_yet(inputs)
	return en_explore_no_controls_yet(inputs)
});