/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_No_Such_DescriptionInputs */

const en_console_org_no_such_description = /** @type {(inputs: Console_Org_No_Such_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No organisation has this id; it may have been deleted.`)
};

const de_console_org_no_such_description = /** @type {(inputs: Console_Org_No_Such_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Organisation hat diese ID; sie wurde vielleicht gelöscht.`)
};

const fr_console_org_no_such_description = /** @type {(inputs: Console_Org_No_Such_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune organisation n’a cet identifiant ; elle a peut-être été supprimée.`)
};

const nl_console_org_no_such_description = /** @type {(inputs: Console_Org_No_Such_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen organisatie heeft deze id; ze is misschien verwijderd.`)
};

const es_console_org_no_such_description = /** @type {(inputs: Console_Org_No_Such_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna organización tiene este id; quizá se eliminó.`)
};

const en_xa2_console_org_no_such_description = /** @type {(inputs: Console_Org_No_Such_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö öŕĝáñíšáţíöñ ĥáš ţĥíš íð; íţ ɱáý ĥáṽé ƀééñ ðéļéţéð. one two three fo]`)
};

/**
* | output |
* | --- |
* | "No organisation has this id; it may have been deleted." |
*
* @param {Console_Org_No_Such_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_no_such_description = /** @type {((inputs?: Console_Org_No_Such_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_No_Such_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_no_such_description(inputs)
	if (locale === "fr") return fr_console_org_no_such_description(inputs)
	if (locale === "nl") return nl_console_org_no_such_description(inputs)
	if (locale === "es") return es_console_org_no_such_description(inputs)
	if (locale === "en-XA") return en_xa2_console_org_no_such_description(inputs)
	return en_console_org_no_such_description(inputs)
});