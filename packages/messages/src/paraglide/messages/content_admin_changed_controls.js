/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Changed_ControlsInputs */

const en_content_admin_changed_controls = /** @type {(inputs: Content_Admin_Changed_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed controls`)
};

const de_content_admin_changed_controls = /** @type {(inputs: Content_Admin_Changed_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geänderte Kontrollen`)
};

const fr_content_admin_changed_controls = /** @type {(inputs: Content_Admin_Changed_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contrôles modifiés`)
};

const nl_content_admin_changed_controls = /** @type {(inputs: Content_Admin_Changed_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gewijzigde controls`)
};

const es_content_admin_changed_controls = /** @type {(inputs: Content_Admin_Changed_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Controles modificados`)
};

const en_xa2_content_admin_changed_controls = /** @type {(inputs: Content_Admin_Changed_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝéð çöñţŕöļš one]`)
};

/**
* | output |
* | --- |
* | "Changed controls" |
*
* @param {Content_Admin_Changed_ControlsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_changed_controls = /** @type {((inputs?: Content_Admin_Changed_ControlsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Changed_ControlsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_changed_controls(inputs)
	if (locale === "fr") return fr_content_admin_changed_controls(inputs)
	if (locale === "nl") return nl_content_admin_changed_controls(inputs)
	if (locale === "es") return es_content_admin_changed_controls(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_changed_controls(inputs)
	return en_content_admin_changed_controls(inputs)
});