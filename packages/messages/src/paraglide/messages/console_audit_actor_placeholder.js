/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Audit_Actor_PlaceholderInputs */

const en_console_audit_actor_placeholder = /** @type {(inputs: Console_Audit_Actor_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email or user id`)
};

const de_console_audit_actor_placeholder = /** @type {(inputs: Console_Audit_Actor_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail oder Benutzer-ID`)
};

const fr_console_audit_actor_placeholder = /** @type {(inputs: Console_Audit_Actor_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail ou identifiant utilisateur`)
};

const nl_console_audit_actor_placeholder = /** @type {(inputs: Console_Audit_Actor_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail of gebruikers-id`)
};

const es_console_audit_actor_placeholder = /** @type {(inputs: Console_Audit_Actor_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo o id de usuario`)
};

const en_xa2_console_audit_actor_placeholder = /** @type {(inputs: Console_Audit_Actor_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱáíļ öŕ üšéŕ íð one]`)
};

/**
* | output |
* | --- |
* | "Email or user id" |
*
* @param {Console_Audit_Actor_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_audit_actor_placeholder = /** @type {((inputs?: Console_Audit_Actor_PlaceholderInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Audit_Actor_PlaceholderInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_audit_actor_placeholder(inputs)
	if (locale === "fr") return fr_console_audit_actor_placeholder(inputs)
	if (locale === "nl") return nl_console_audit_actor_placeholder(inputs)
	if (locale === "es") return es_console_audit_actor_placeholder(inputs)
	if (locale === "en-XA") return en_xa2_console_audit_actor_placeholder(inputs)
	return en_console_audit_actor_placeholder(inputs)
});