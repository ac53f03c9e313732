/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_No_Links_DescriptionInputs */

const en_console_outbox_no_links_description = /** @type {(inputs: Console_Outbox_No_Links_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request an email link on the sign-in page and it shows up here.`)
};

const de_console_outbox_no_links_description = /** @type {(inputs: Console_Outbox_No_Links_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fordern Sie auf der Anmeldeseite einen E-Mail-Link an, dann erscheint er hier.`)
};

const fr_console_outbox_no_links_description = /** @type {(inputs: Console_Outbox_No_Links_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandez un lien par e-mail sur la page de connexion et il apparaît ici.`)
};

const nl_console_outbox_no_links_description = /** @type {(inputs: Console_Outbox_No_Links_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vraag op de aanmeldpagina een e-maillink aan en hij verschijnt hier.`)
};

const es_console_outbox_no_links_description = /** @type {(inputs: Console_Outbox_No_Links_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicita un enlace por correo en la página de inicio de sesión y aparecerá aquí.`)
};

const en_xa2_console_outbox_no_links_description = /** @type {(inputs: Console_Outbox_No_Links_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéǫüéšţ áñ éɱáíļ ļíñķ öñ ţĥé šíĝñ-íñ þáĝé áñð íţ šĥöŵš üþ ĥéŕé. one two three four ]`)
};

/**
* | output |
* | --- |
* | "Request an email link on the sign-in page and it shows up here." |
*
* @param {Console_Outbox_No_Links_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_no_links_description = /** @type {((inputs?: Console_Outbox_No_Links_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_No_Links_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_no_links_description(inputs)
	if (locale === "fr") return fr_console_outbox_no_links_description(inputs)
	if (locale === "nl") return nl_console_outbox_no_links_description(inputs)
	if (locale === "es") return es_console_outbox_no_links_description(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_no_links_description(inputs)
	return en_console_outbox_no_links_description(inputs)
});