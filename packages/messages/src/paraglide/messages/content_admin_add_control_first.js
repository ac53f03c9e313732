/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Add_Control_FirstInputs */

const en_content_admin_add_control_first = /** @type {(inputs: Content_Admin_Add_Control_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add at least one control first`)
};

const de_content_admin_add_control_first = /** @type {(inputs: Content_Admin_Add_Control_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fügen Sie zuerst mindestens eine Kontrolle hinzu`)
};

const fr_content_admin_add_control_first = /** @type {(inputs: Content_Admin_Add_Control_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez d’abord au moins un contrôle`)
};

const nl_content_admin_add_control_first = /** @type {(inputs: Content_Admin_Add_Control_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voeg eerst minstens één control toe`)
};

const es_content_admin_add_control_first = /** @type {(inputs: Content_Admin_Add_Control_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añade primero al menos un control`)
};

const en_xa2_content_admin_add_control_first = /** @type {(inputs: Content_Admin_Add_Control_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åðð áţ ļéášţ öñé çöñţŕöļ ƒíŕšţ one two ]`)
};

/**
* | output |
* | --- |
* | "Add at least one control first" |
*
* @param {Content_Admin_Add_Control_FirstInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_add_control_first = /** @type {((inputs?: Content_Admin_Add_Control_FirstInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Add_Control_FirstInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_add_control_first(inputs)
	if (locale === "fr") return fr_content_admin_add_control_first(inputs)
	if (locale === "nl") return nl_content_admin_add_control_first(inputs)
	if (locale === "es") return es_content_admin_add_control_first(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_add_control_first(inputs)
	return en_content_admin_add_control_first(inputs)
});