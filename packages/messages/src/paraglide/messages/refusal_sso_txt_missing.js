/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Sso_Txt_MissingInputs */

const en_refusal_sso_txt_missing = /** @type {(inputs: Refusal_Sso_Txt_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The TXT record was not found yet. Check it at your DNS host; changes can take a while to appear.`)
};

const de_refusal_sso_txt_missing = /** @type {(inputs: Refusal_Sso_Txt_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der TXT-Eintrag wurde noch nicht gefunden. Prüfen Sie ihn bei Ihrem DNS-Anbieter; Änderungen können eine Weile dauern.`)
};

const fr_refusal_sso_txt_missing = /** @type {(inputs: Refusal_Sso_Txt_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’enregistrement TXT est encore introuvable. Vérifiez-le chez votre hébergeur DNS ; les changements peuvent mettre du temps à apparaître.`)
};

const nl_refusal_sso_txt_missing = /** @type {(inputs: Refusal_Sso_Txt_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Het TXT-record is nog niet gevonden. Controleer het bij uw DNS-provider; wijzigingen kunnen even duren.`)
};

const es_refusal_sso_txt_missing = /** @type {(inputs: Refusal_Sso_Txt_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no se encuentra el registro TXT. Compruébelo en su proveedor de DNS; los cambios pueden tardar en aparecer.`)
};

const en_xa2_refusal_sso_txt_missing = /** @type {(inputs: Refusal_Sso_Txt_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŢẊŢ ŕéçöŕð ŵáš ñöţ ƒöüñð ýéţ. Çĥéçķ íţ áţ ýöüŕ ÐÑŠ ĥöšţ; çĥáñĝéš çáñ ţáķé á ŵĥíļé ţö áþþéáŕ. one two three four five six sev]`)
};

/**
* | output |
* | --- |
* | "The TXT record was not found yet. Check it at your DNS host; changes can take a while to appear." |
*
* @param {Refusal_Sso_Txt_MissingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_sso_txt_missing = /** @type {((inputs?: Refusal_Sso_Txt_MissingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Sso_Txt_MissingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_sso_txt_missing(inputs)
	if (locale === "fr") return fr_refusal_sso_txt_missing(inputs)
	if (locale === "nl") return nl_refusal_sso_txt_missing(inputs)
	if (locale === "es") return es_refusal_sso_txt_missing(inputs)
	if (locale === "en-XA") return en_xa2_refusal_sso_txt_missing(inputs)
	return en_refusal_sso_txt_missing(inputs)
});