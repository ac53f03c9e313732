/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ui_Go_HomeInputs */

const en_ui_go_home = /** @type {(inputs: Ui_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go home`)
};

const de_ui_go_home = /** @type {(inputs: Ui_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zur Startseite`)
};

const fr_ui_go_home = /** @type {(inputs: Ui_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à l’accueil`)
};

const nl_ui_go_home = /** @type {(inputs: Ui_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naar de startpagina`)
};

const es_ui_go_home = /** @type {(inputs: Ui_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir al inicio`)
};

const en_xa2_ui_go_home = /** @type {(inputs: Ui_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝö ĥöɱé ]`)
};

/**
* | output |
* | --- |
* | "Go home" |
*
* @param {Ui_Go_HomeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ui_go_home = /** @type {((inputs?: Ui_Go_HomeInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Go_HomeInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ui_go_home(inputs)
	if (locale === "fr") return fr_ui_go_home(inputs)
	if (locale === "nl") return nl_ui_go_home(inputs)
	if (locale === "es") return es_ui_go_home(inputs)
	if (locale === "en-XA") return en_xa2_ui_go_home(inputs)
	return en_ui_go_home(inputs)
});