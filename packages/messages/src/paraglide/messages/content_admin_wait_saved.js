/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Wait_SavedInputs */

const en_content_admin_wait_saved = /** @type {(inputs: Content_Admin_Wait_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wait until your changes are saved`)
};

const de_content_admin_wait_saved = /** @type {(inputs: Content_Admin_Wait_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warten Sie, bis Ihre Änderungen gespeichert sind`)
};

const fr_content_admin_wait_saved = /** @type {(inputs: Content_Admin_Wait_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attendez que vos modifications soient enregistrées`)
};

const nl_content_admin_wait_saved = /** @type {(inputs: Content_Admin_Wait_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wacht tot uw wijzigingen zijn opgeslagen`)
};

const es_content_admin_wait_saved = /** @type {(inputs: Content_Admin_Wait_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espera a que se guarden tus cambios`)
};

const en_xa2_content_admin_wait_saved = /** @type {(inputs: Content_Admin_Wait_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵáíţ üñţíļ ýöüŕ çĥáñĝéš áŕé šáṽéð one two t]`)
};

/**
* | output |
* | --- |
* | "Wait until your changes are saved" |
*
* @param {Content_Admin_Wait_SavedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_wait_saved = /** @type {((inputs?: Content_Admin_Wait_SavedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Wait_SavedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_wait_saved(inputs)
	if (locale === "fr") return fr_content_admin_wait_saved(inputs)
	if (locale === "nl") return nl_content_admin_wait_saved(inputs)
	if (locale === "es") return es_content_admin_wait_saved(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_wait_saved(inputs)
	return en_content_admin_wait_saved(inputs)
});