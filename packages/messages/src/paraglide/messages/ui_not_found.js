/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ui_Not_FoundInputs */

const en_ui_not_found = /** @type {(inputs: Ui_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page not found`)
};

const de_ui_not_found = /** @type {(inputs: Ui_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seite nicht gefunden`)
};

const fr_ui_not_found = /** @type {(inputs: Ui_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page introuvable`)
};

const nl_ui_not_found = /** @type {(inputs: Ui_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagina niet gevonden`)
};

const es_ui_not_found = /** @type {(inputs: Ui_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Página no encontrada`)
};

const en_xa2_ui_not_found = /** @type {(inputs: Ui_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáĝé ñöţ ƒöüñð on]`)
};

/**
* | output |
* | --- |
* | "Page not found" |
*
* @param {Ui_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ui_not_found = /** @type {((inputs?: Ui_Not_FoundInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Not_FoundInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ui_not_found(inputs)
	if (locale === "fr") return fr_ui_not_found(inputs)
	if (locale === "nl") return nl_ui_not_found(inputs)
	if (locale === "es") return es_ui_not_found(inputs)
	if (locale === "en-XA") return en_xa2_ui_not_found(inputs)
	return en_ui_not_found(inputs)
});