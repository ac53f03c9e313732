/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ui_RequiredInputs */

const en_ui_required = /** @type {(inputs: Ui_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This field is required`)
};

const de_ui_required = /** @type {(inputs: Ui_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Feld ist erforderlich`)
};

const fr_ui_required = /** @type {(inputs: Ui_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce champ est obligatoire`)
};

const nl_ui_required = /** @type {(inputs: Ui_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit veld is verplicht`)
};

const es_ui_required = /** @type {(inputs: Ui_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este campo es obligatorio`)
};

const en_xa2_ui_required = /** @type {(inputs: Ui_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ƒíéļð íš ŕéǫüíŕéð one t]`)
};

/**
* | output |
* | --- |
* | "This field is required" |
*
* @param {Ui_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ui_required = /** @type {((inputs?: Ui_RequiredInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_RequiredInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ui_required(inputs)
	if (locale === "fr") return fr_ui_required(inputs)
	if (locale === "nl") return nl_ui_required(inputs)
	if (locale === "es") return es_ui_required(inputs)
	if (locale === "en-XA") return en_xa2_ui_required(inputs)
	return en_ui_required(inputs)
});