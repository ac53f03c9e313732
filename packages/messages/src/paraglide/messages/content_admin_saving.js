/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_SavingInputs */

const en_content_admin_saving = /** @type {(inputs: Content_Admin_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving…`)
};

const de_content_admin_saving = /** @type {(inputs: Content_Admin_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gespeichert…`)
};

const fr_content_admin_saving = /** @type {(inputs: Content_Admin_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrement…`)
};

const nl_content_admin_saving = /** @type {(inputs: Content_Admin_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opslaan…`)
};

const es_content_admin_saving = /** @type {(inputs: Content_Admin_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardando…`)
};

const en_xa2_content_admin_saving = /** @type {(inputs: Content_Admin_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽíñĝ… ]`)
};

/**
* | output |
* | --- |
* | "Saving…" |
*
* @param {Content_Admin_SavingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_saving = /** @type {((inputs?: Content_Admin_SavingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_SavingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_saving(inputs)
	if (locale === "fr") return fr_content_admin_saving(inputs)
	if (locale === "nl") return nl_content_admin_saving(inputs)
	if (locale === "es") return es_content_admin_saving(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_saving(inputs)
	return en_content_admin_saving(inputs)
});