/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ui_No_AccessInputs */

const en_ui_no_access = /** @type {(inputs: Ui_No_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No access`)
};

const de_ui_no_access = /** @type {(inputs: Ui_No_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Zugriff`)
};

const fr_ui_no_access = /** @type {(inputs: Ui_No_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas d’accès`)
};

const nl_ui_no_access = /** @type {(inputs: Ui_No_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen toegang`)
};

const es_ui_no_access = /** @type {(inputs: Ui_No_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin acceso`)
};

const en_xa2_ui_no_access = /** @type {(inputs: Ui_No_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö áççéšš ]`)
};

/**
* | output |
* | --- |
* | "No access" |
*
* @param {Ui_No_AccessInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ui_no_access = /** @type {((inputs?: Ui_No_AccessInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_No_AccessInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ui_no_access(inputs)
	if (locale === "fr") return fr_ui_no_access(inputs)
	if (locale === "nl") return nl_ui_no_access(inputs)
	if (locale === "es") return es_ui_no_access(inputs)
	if (locale === "en-XA") return en_xa2_ui_no_access(inputs)
	return en_ui_no_access(inputs)
});