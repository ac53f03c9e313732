/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Billing_Line_MembersInputs */

const en_billing_line_members = /** @type {(inputs: Billing_Line_MembersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} member`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} members`);
	return /** @type {LocalizedString} */ ("billing_line_members");
};

const de_billing_line_members = /** @type {(inputs: Billing_Line_MembersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} Mitglied`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} Mitglieder`);
	return /** @type {LocalizedString} */ ("billing_line_members");
};

const fr_billing_line_members = /** @type {(inputs: Billing_Line_MembersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} membre`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} membres`);
	return /** @type {LocalizedString} */ ("billing_line_members");
};

const nl_billing_line_members = /** @type {(inputs: Billing_Line_MembersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("nl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} lid`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} leden`);
	return /** @type {LocalizedString} */ ("billing_line_members");
};

const es_billing_line_members = /** @type {(inputs: Billing_Line_MembersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} miembro`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} miembros`);
	return /** @type {LocalizedString} */ ("billing_line_members");
};

const en_xa2_billing_line_members = /** @type {(inputs: Billing_Line_MembersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ɱéɱƀéŕ on]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[${i?.shown} ɱéɱƀéŕš on]`);
	return /** @type {LocalizedString} */ ("billing_line_members");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} member" |
* | "other" | "{shown} members" |
*
* @param {Billing_Line_MembersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_line_members = /** @type {((inputs: Billing_Line_MembersInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Line_MembersInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_line_members(inputs)
	if (locale === "fr") return fr_billing_line_members(inputs)
	if (locale === "nl") return nl_billing_line_members(inputs)
	if (locale === "es") return es_billing_line_members(inputs)
	if (locale === "en-XA") return en_xa2_billing_line_members(inputs)
	return en_billing_line_members(inputs)
});