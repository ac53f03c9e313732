/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Admin_Access_ChangedInputs */

const en_refusal_admin_access_changed = /** @type {(inputs: Refusal_Admin_Access_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your system-admin access has changed; sign in again.`)
};

const de_refusal_admin_access_changed = /** @type {(inputs: Refusal_Admin_Access_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Systemadministrator-Zugang hat sich geändert; melden Sie sich erneut an.`)
};

const fr_refusal_admin_access_changed = /** @type {(inputs: Refusal_Admin_Access_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre accès administrateur système a changé ; reconnectez-vous.`)
};

const nl_refusal_admin_access_changed = /** @type {(inputs: Refusal_Admin_Access_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw systeembeheerderstoegang is gewijzigd; meld u opnieuw aan.`)
};

const es_refusal_admin_access_changed = /** @type {(inputs: Refusal_Admin_Access_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su acceso de administrador del sistema cambió; inicie sesión de nuevo.`)
};

const en_xa2_refusal_admin_access_changed = /** @type {(inputs: Refusal_Admin_Access_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ šýšţéɱ-áðɱíñ áççéšš ĥáš çĥáñĝéð; šíĝñ íñ áĝáíñ. one two three f]`)
};

/**
* | output |
* | --- |
* | "Your system-admin access has changed; sign in again." |
*
* @param {Refusal_Admin_Access_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_admin_access_changed = /** @type {((inputs?: Refusal_Admin_Access_ChangedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Admin_Access_ChangedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_admin_access_changed(inputs)
	if (locale === "fr") return fr_refusal_admin_access_changed(inputs)
	if (locale === "nl") return nl_refusal_admin_access_changed(inputs)
	if (locale === "es") return es_refusal_admin_access_changed(inputs)
	if (locale === "en-XA") return en_xa2_refusal_admin_access_changed(inputs)
	return en_refusal_admin_access_changed(inputs)
});