/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Added_ControlsInputs */

const en_content_admin_added_controls = /** @type {(inputs: Content_Admin_Added_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Added controls`)
};

const de_content_admin_added_controls = /** @type {(inputs: Content_Admin_Added_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hinzugefügte Kontrollen`)
};

const fr_content_admin_added_controls = /** @type {(inputs: Content_Admin_Added_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contrôles ajoutés`)
};

const nl_content_admin_added_controls = /** @type {(inputs: Content_Admin_Added_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toegevoegde controls`)
};

const es_content_admin_added_controls = /** @type {(inputs: Content_Admin_Added_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Controles añadidos`)
};

const en_xa2_content_admin_added_controls = /** @type {(inputs: Content_Admin_Added_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åððéð çöñţŕöļš on]`)
};

/**
* | output |
* | --- |
* | "Added controls" |
*
* @param {Content_Admin_Added_ControlsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_added_controls = /** @type {((inputs?: Content_Admin_Added_ControlsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Added_ControlsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_added_controls(inputs)
	if (locale === "fr") return fr_content_admin_added_controls(inputs)
	if (locale === "nl") return nl_content_admin_added_controls(inputs)
	if (locale === "es") return es_content_admin_added_controls(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_added_controls(inputs)
	return en_content_admin_added_controls(inputs)
});