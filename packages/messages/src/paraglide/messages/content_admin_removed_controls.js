/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Removed_ControlsInputs */

const en_content_admin_removed_controls = /** @type {(inputs: Content_Admin_Removed_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removed controls`)
};

const de_content_admin_removed_controls = /** @type {(inputs: Content_Admin_Removed_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entfernte Kontrollen`)
};

const fr_content_admin_removed_controls = /** @type {(inputs: Content_Admin_Removed_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contrôles supprimés`)
};

const nl_content_admin_removed_controls = /** @type {(inputs: Content_Admin_Removed_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwijderde controls`)
};

const es_content_admin_removed_controls = /** @type {(inputs: Content_Admin_Removed_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Controles eliminados`)
};

const en_xa2_content_admin_removed_controls = /** @type {(inputs: Content_Admin_Removed_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéɱöṽéð çöñţŕöļš one]`)
};

/**
* | output |
* | --- |
* | "Removed controls" |
*
* @param {Content_Admin_Removed_ControlsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_removed_controls = /** @type {((inputs?: Content_Admin_Removed_ControlsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Removed_ControlsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_removed_controls(inputs)
	if (locale === "fr") return fr_content_admin_removed_controls(inputs)
	if (locale === "nl") return nl_content_admin_removed_controls(inputs)
	if (locale === "es") return es_content_admin_removed_controls(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_removed_controls(inputs)
	return en_content_admin_removed_controls(inputs)
});